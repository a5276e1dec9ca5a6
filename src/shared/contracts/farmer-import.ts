import { z } from 'zod/mini';
import { booleanQuery } from './common';
import { defineEndpoint } from './endpoint';

/** More data rows than this and the file is refused whole (issue 17 item 5). */
export const FARMER_IMPORT_MAX_ROWS = 20_000;
/** 20,000 rows of the export's columns are about 3 MB; a file beyond this is not a farmer list. */
export const FARMER_IMPORT_MAX_BYTES = 10 * 1024 * 1024;
/** The row errors an answer lists; `errorCount` counts them all. */
export const FARMER_IMPORT_MAX_LISTED_ERRORS = 1000;
/** Media types a browser gives a .csv file (Excel on Windows registers .csv as vnd.ms-excel). */
export const FARMER_IMPORT_TYPES = ['text/csv', 'application/vnd.ms-excel', 'text/plain', 'application/csv'] as const;
export const FARMER_IMPORT_ACCEPT = '.csv,text/csv';

export const IMPORT_MESSAGES = {
  noFile: 'Choose a CSV file to import.',
  notCsv: 'This file is not a CSV file. Save the list as CSV (comma separated) and try again.',
  empty: 'The file is empty.',
  noRows: 'The file has a header row but no farmers under it.',
  tooManyRows: `The file has more than ${FARMER_IMPORT_MAX_ROWS.toLocaleString('en')} farmers. Split it into smaller files.`,
  tooLarge: `The file is larger than ${FARMER_IMPORT_MAX_BYTES / 1024 / 1024} MB.`,
  companyRequired: 'Choose the company to import the farmers into.',
  companyUnknown: 'That company does not exist.',
  otherCompany: 'You can import farmers into your own company only.',
  /** Followed by the missing headers. */
  missingColumns: 'The first row must be the header row of the template. Missing columns:',
} as const;

/**
 * The form's text field: the company to import into. Admin must send it; a company admin may leave it out
 * (their own company) and is refused (403) for any other.
 */
export const importFarmersForm = z.object({ companyId: z.optional(z.uuid()) });

/** `dryRun=true`: check the whole file and write nothing. */
export const importFarmersQuery = z.object({ dryRun: z.optional(booleanQuery) });

/**
 * One refusal of one row. `row` counts as a spreadsheet does: the header is row 1, the first farmer row 2 (a
 * blank line still counts as a row). `field` is the column's header as in the template.
 */
export const importRowErrorSchema = z.object({ row: z.number().check(z.int()), field: z.string(), message: z.string() });
export type ImportRowError = z.infer<typeof importRowErrorSchema>;

export const importFarmersResult = z.object({
  /** Farmer rows in the file (blank rows not counted). */
  rows: z.number().check(z.int()),
  /** Rows that pass every check, duplicates included: those written (or, in a dry run, those that would be). */
  valid: z.number().check(z.int()),
  /** The first FARMER_IMPORT_MAX_LISTED_ERRORS errors, by row. */
  errors: z.array(importRowErrorSchema),
  errorCount: z.number().check(z.int()),
  /** Written farmers; absent in a dry run. */
  created: z.optional(z.number().check(z.int())),
});
export type ImportFarmersResult = z.infer<typeof importFarmersResult>;

export const importFarmers = defineEndpoint({
  method: 'POST',
  path: '/farmers/import',
  permission: 'farmers.import',
  summary:
    'Import farmers from a CSV with the export\'s columns (multipart `file`; admin also `companyId`). dryRun=true writes nothing; otherwise every valid row is written, each registered by the importer now. Rows numbered as in a spreadsheet (header = row 1)',
  tag: 'farmers',
  bodyKind: 'multipart',
  fileParts: { file: { types: FARMER_IMPORT_TYPES, required: true } },
  query: importFarmersQuery,
  body: importFarmersForm,
  response: importFarmersResult,
});
