import { IMPORTED_FARMER_COLUMNS } from '@shared/farmer-csv';
import { saveBlob } from '@app/lib/api-client';

export const IMPORT_TEMPLATE_FILE = 'farmers-import-template.csv';

const cell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/**
 * The import template, made on the phone from the shared column list: the header row and one example farmer,
 * UTF-8 with a BOM so Excel reads it as the export is read. `countyHeader` is the word the user's screens use.
 */
export function importTemplate(countyHeader: string): string {
  const header = IMPORTED_FARMER_COLUMNS.map((c) => (c.field === 'county' ? countyHeader : c.header));
  const example = IMPORTED_FARMER_COLUMNS.map((c) => c.example);
  return `\uFEFF${[header, example].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

export const downloadImportTemplate = (countyHeader: string) =>
  saveBlob(new Blob([importTemplate(countyHeader)], { type: 'text/csv;charset=utf-8' }), IMPORT_TEMPLATE_FILE);
