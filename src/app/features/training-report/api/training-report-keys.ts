import type { TrainingReportParams } from './training-report-queries';

/** Query keys of the agent training report. */
export const trainingReportKeys = {
  report: (params: TrainingReportParams) => ['reports', 'agent-training', params] as const,
};
