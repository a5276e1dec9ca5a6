import { z } from 'zod/mini';
import { textParam } from '@app/lib/list-search';

/** The report's filters in the URL (/reports/gamification?tier=Gold&dateFrom=2026-01-01). */
export const performanceReportSearch = z.object({ agentName: textParam, companyId: textParam, tier: textParam, dateFrom: textParam, dateTo: textParam });
export type PerformanceReportSearch = z.output<typeof performanceReportSearch>;
