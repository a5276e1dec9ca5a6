import { FARMERS_CSV_FILE, listFarmers } from '@shared/contracts/farmers';
import { apiDownload, saveBlob } from '@app/lib/api-client';
import { useExport } from '@app/lib/use-export';
import { i18n } from '@app/i18n/i18n';
import type { FarmerListParams } from './farmer-queries';

/** Downloads farmers-report.csv for the current filters (every page) and saves it. */
async function exportFarmersCsv(params: Omit<FarmerListParams, 'page'>): Promise<void> {
  const { blob, fileName } = await apiDownload(listFarmers, { query: { ...params, exportCsv: true } });
  saveBlob(blob, fileName ?? FARMERS_CSV_FILE);
}

export const useExportFarmers = () => useExport(exportFarmersCsv, i18n.t('farmers:list.exportFailed'));
