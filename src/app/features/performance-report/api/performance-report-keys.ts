import type { PerformanceReportParams } from './performance-report-api';

/** Query keys of the agent performance (gamification) report. */
export const performanceReportKeys = {
  report: (params: PerformanceReportParams) => ['gamification-report', params] as const,
};
