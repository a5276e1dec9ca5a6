import { FARMERS_CSV_FILE, listFarmers } from '@shared/contracts/farmers';
import { apiDownload, saveBlob } from '../../../lib/api-client';
import type { FarmerListParams } from './farmer-queries';

/** Downloads farmers-report.csv for the current filters (every page) and saves it. */
export async function exportFarmersCsv(params: Omit<FarmerListParams, 'page'>): Promise<void> {
  const { blob, fileName } = await apiDownload(listFarmers, { query: { ...params, exportCsv: true } });
  saveBlob(blob, fileName ?? FARMERS_CSV_FILE);
}
