import { type ImportFarmersResult, importFarmers } from '@shared/contracts/farmer-import';
import { uploadWithProgress } from '@app/lib/upload-with-progress';

export interface ImportRequest {
  file: File;
  /** Admin only: the company the farmers go into. */
  companyId?: string;
  dryRun: boolean;
  onProgress: (percent: number) => void;
}

/** Sends the CSV to POST /farmers/import (a dry run, or the import), with the upload's progress. */
export function sendImport({ file, companyId, dryRun, onProgress }: ImportRequest): Promise<ImportFarmersResult> {
  const form = new FormData();
  if (companyId) form.append('companyId', companyId);
  form.append('file', file, file.name);
  return uploadWithProgress(importFarmers, { query: dryRun ? { dryRun: 'true' } : {}, form, onProgress });
}
