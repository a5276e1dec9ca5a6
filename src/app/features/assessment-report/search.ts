import { z } from 'zod/mini';
import { pageParam } from '@app/lib/list-search';

/** The users' page in the URL (/reports/posttrainingreport?page=2). */
export const assessmentReportSearch = z.object({ page: pageParam });
export type AssessmentReportSearch = z.output<typeof assessmentReportSearch>;
