import { queryOptions } from '@tanstack/react-query';
import type { QueryInput } from '@shared/contracts/endpoint';
import { exportGamificationReport, getGamificationReport } from '@shared/contracts/gamification-admin';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api-client';

export type PerformanceReportParams = QueryInput<typeof getGamificationReport>;

export const REPORT_CSV_FILE = 'gamification-report.csv';

/** Silent globally: the page shows 'Failed to load gamification report'. */
export const performanceReportQuery = (params: PerformanceReportParams) =>
  queryOptions({
    queryKey: ['gamification-report', params] as const,
    queryFn: ({ signal }) => apiCall(getGamificationReport, { query: params, signal }),
    meta: { silent: true },
    placeholderData: (previous) => previous,
  });

export async function exportPerformanceReport(params: PerformanceReportParams): Promise<void> {
  const { blob, fileName } = await apiDownload(exportGamificationReport, { query: params });
  saveBlob(blob, fileName ?? REPORT_CSV_FILE);
}
