import type { ImportRowError } from '@shared/contracts/farmer-import';
import { IMPORT_MESSAGES } from '@shared/contracts/farmer-import';
import { type CreateFarmerBody, FARMER_GENDERS, createFarmerBody } from '@shared/contracts/farmers';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { COUNTY_NOT_IN_LIST, canonicalCounty } from '@shared/counties';
import { COUNTY_HEADER_ALIAS, type FarmerCsvField, IMPORTED_FARMER_COLUMNS, headerKey } from '@shared/farmer-csv';
import { normalisePhone } from '@shared/phone';
import { badRequest } from '@server/lib/app-error';
import { yieldTurn } from '@server/db/yield-turn';
import { isBlank } from './farmer-import-form';

type ImportedField = (typeof IMPORTED_FARMER_COLUMNS)[number]['field'];

/** A farmer row that passed the registration checks: the body as registration stores it. */
export interface CheckedRow {
  row: number;
  body: CreateFarmerBody;
  phoneNumber: string;
}

export interface CheckedFile {
  rows: number;
  good: CheckedRow[];
  errors: ImportRowError[];
  /** The header each field has in this file ('District' for the county, as the file says it). */
  headers: Map<FarmerCsvField, string>;
}

/** Where each imported column is in the file; the required ones missing are a 400 naming them. */
function columnsOf(header: string[]): { index: Map<ImportedField, number>; headers: Map<FarmerCsvField, string> } {
  const byKey = new Map(header.map((h, i) => [headerKey(h), i]));
  const index = new Map<ImportedField, number>();
  const headers = new Map<FarmerCsvField, string>();
  const missing: string[] = [];
  for (const column of IMPORTED_FARMER_COLUMNS) {
    const names = column.field === 'county' ? [column.header, COUNTY_HEADER_ALIAS] : [column.header];
    const found = names.map((n) => byKey.get(headerKey(n))).find((i) => i !== undefined);
    if (found === undefined) {
      if (column.required) missing.push(column.header);
      continue;
    }
    index.set(column.field, found);
    headers.set(column.field, header[found].trim());
  }
  if (missing.length) throw badRequest(`${IMPORT_MESSAGES.missingColumns} ${missing.join(', ')}.`);
  return { index, headers };
}

/** Our export writes `'` before a cell that starts like a formula (S5); an exported file imports as it was typed. */
const FORMULA_GUARD = /^'(?=[=+\-@\t\r])/;
const DECIMAL = /^[+-]?\d+(\.\d+)?$/;

/** A number cell as a number; anything else goes on as text so the contract's rule words the refusal. */
const numberOf = (cell: string | undefined, pattern = DECIMAL): number | string | undefined =>
  cell === undefined ? undefined : pattern.test(cell) ? Number(cell) : cell;

/** 'female' is 'Female': a list typed elsewhere rarely matches the case of ours. */
const genderOf = (cell: string | undefined) => FARMER_GENDERS.find((g) => g.toLowerCase() === cell?.toLowerCase()) ?? cell;

/** The registration body of one row, as the farmer form would send it (empty cells left out). */
function bodyOf(record: string[], index: Map<ImportedField, number>): Record<string, unknown> {
  const cell = (field: ImportedField): string | undefined => {
    const i = index.get(field);
    const value = i === undefined ? '' : (record[i] ?? '').replace(FORMULA_GUARD, '').trim();
    return value === '' ? undefined : value;
  };
  const latitude = cell('latitude');
  const longitude = cell('longitude');
  const accuracy = cell('accuracyMeters');
  const located = latitude !== undefined || longitude !== undefined || accuracy !== undefined;
  return {
    name: cell('name'),
    phoneNumber: cell('phoneNumber'),
    nationalId: numberOf(cell('nationalId'), /^\d+$/),
    age: numberOf(cell('age'), /^\d+$/),
    gender: genderOf(cell('gender')),
    county: cell('county'),
    subCounty: cell('subCounty'),
    ward: cell('ward'),
    village: cell('village'),
    cropType: cell('cropType'),
    farmSize: cell('farmSize'),
    location: located ? { latitude: numberOf(latitude), longitude: numberOf(longitude), accuracyMeters: numberOf(accuracy) } : undefined,
  };
}

/** Rows checked between turns of the event loop: 20,000 rows checked in one go held the server ~3 s at load 20. */
const ROWS_PER_TURN = 500;

/**
 * Checks every farmer row of the file with registration's own rules (createFarmerBody, the phone number, the
 * county from the list, ADR 0019): the first refusal per column is reported. Rows are numbered as a
 * spreadsheet shows them (header = row 1); blank rows are skipped but counted. Other requests run between
 * slices of rows (ADR 0055).
 */
export async function checkRows(records: string[][]): Promise<CheckedFile> {
  if (records.every(isBlank)) throw badRequest(IMPORT_MESSAGES.empty);
  const { index, headers } = columnsOf(records[0]);
  const headerOf = (field: string) => headers.get(field as FarmerCsvField) ?? field;
  const good: CheckedRow[] = [];
  const errors: ImportRowError[] = [];
  let rows = 0;
  for (const [i, record] of records.entries()) {
    if (i > 0 && i % ROWS_PER_TURN === 0) await yieldTurn();
    if (i === 0 || isBlank(record)) continue;
    rows++;
    const row = i + 1;
    const parsed = createFarmerBody.safeParse(bodyOf(record, index));
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const field = headerOf(String(issue.path[0] === 'location' ? issue.path[1] : issue.path[0]));
        if (seen.has(field)) continue;
        seen.add(field);
        errors.push({ row, field, message: issue.message });
      }
      continue;
    }
    const phoneNumber = normalisePhone(parsed.data.phoneNumber);
    const county = canonicalCounty(parsed.data.county);
    if (!phoneNumber) errors.push({ row, field: headerOf('phoneNumber'), message: PHONE_INVALID });
    if (!county) errors.push({ row, field: headerOf('county'), message: COUNTY_NOT_IN_LIST });
    if (phoneNumber && county) good.push({ row, body: { ...parsed.data, county }, phoneNumber });
  }
  if (rows === 0) throw badRequest(IMPORT_MESSAGES.noRows);
  return { rows, good, errors, headers };
}
