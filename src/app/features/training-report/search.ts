import { z } from 'zod/mini';
import { pageParam, textParam } from '@app/lib/list-search';

/** The report's filters and page in the URL (/reports/agent-training?status=completed). */
export const trainingReportSearch = z.object({ page: pageParam, status: textParam, moduleId: textParam, companyId: textParam });
export type TrainingReportSearch = z.output<typeof trainingReportSearch>;
export type TrainingReportFilters = Omit<TrainingReportSearch, 'page'>;
