import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@shared/contracts/endpoint';
import { AGENT_TRAINING_CSV_FILE, agentTrainingReport } from '@shared/contracts/reports';
import { i18n } from '@app/i18n/i18n';
import { apiCall, apiDownload, saveBlob } from '@app/lib/api-client';
import { useExport } from '@app/lib/use-export';
import { trainingReportKeys } from './training-report-keys';

export const REPORT_PAGE_SIZE = 10;

export type TrainingReportParams = Omit<QueryInput<typeof agentTrainingReport>, 'exportCsv' | 'limit'>;

export const trainingReportQuery = (params: TrainingReportParams) =>
  queryOptions({
    queryKey: trainingReportKeys.report(params),
    queryFn: ({ signal }) => apiCall(agentTrainingReport, { query: { ...params, limit: REPORT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
    meta: { errorToast: () => i18n.t('reports:training.loadFailed') },
  });

/** Every row of the current filters as agent-training-report.csv. */
async function exportTrainingReport(params: Omit<TrainingReportParams, 'page'>): Promise<void> {
  const { blob, fileName } = await apiDownload(agentTrainingReport, { query: { ...params, exportCsv: true } });
  saveBlob(blob, fileName ?? AGENT_TRAINING_CSV_FILE);
}

export const useExportTrainingReport = () => useExport(exportTrainingReport, i18n.t('reports:exportFailed'));
