import { queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@shared/contracts/endpoint';
import { exportGamificationReport, getGamificationReport } from '@shared/contracts/gamification-admin';
import { i18n } from '@app/i18n/i18n';
import { apiCall, apiDownload, saveBlob } from '@app/lib/api-client';
import { useExport } from '@app/lib/use-export';
import { performanceReportKeys } from './performance-report-keys';

export type PerformanceReportParams = QueryInput<typeof getGamificationReport>;

export const REPORT_CSV_FILE = 'gamification-report.csv';

export const performanceReportQuery = (params: PerformanceReportParams) =>
  queryOptions({
    queryKey: performanceReportKeys.report(params),
    queryFn: ({ signal }) => apiCall(getGamificationReport, { query: params, signal }),
    meta: { errorToast: () => i18n.t('reports:performance.loadFailed') },
    placeholderData: (previous) => previous,
  });

async function exportPerformanceReport(params: PerformanceReportParams): Promise<void> {
  const { blob, fileName } = await apiDownload(exportGamificationReport, { query: params });
  saveBlob(blob, fileName ?? REPORT_CSV_FILE);
}

export const useExportPerformanceReport = () => useExport(exportPerformanceReport, i18n.t('reports:exportFailed'));
