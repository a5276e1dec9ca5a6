import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@shared/contracts/endpoint';
import { AGENT_TRAINING_CSV_FILE, agentTrainingReport } from '@shared/contracts/reports';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api-client';

export const REPORT_PAGE_SIZE = 10;

export type TrainingReportParams = Omit<QueryInput<typeof agentTrainingReport>, 'exportCsv' | 'limit'>;

/** The page toasts 'Failed to load report data' itself (spec part 2 §8). */
export const trainingReportQuery = (params: TrainingReportParams) =>
  queryOptions({
    queryKey: ['reports', 'agent-training', params] as const,
    queryFn: ({ signal }) => apiCall(agentTrainingReport, { query: { ...params, limit: REPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

/** Every row of the current filters as agent-training-report.csv. */
export async function exportTrainingReport(params: Omit<TrainingReportParams, 'page'>): Promise<void> {
  const { blob, fileName } = await apiDownload(agentTrainingReport, { query: { ...params, exportCsv: true } });
  saveBlob(blob, fileName ?? AGENT_TRAINING_CSV_FILE);
}
