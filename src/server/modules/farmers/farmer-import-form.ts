import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { parse } from 'csv-parse';
import { FARMER_IMPORT_MAX_BYTES, FARMER_IMPORT_MAX_ROWS, IMPORT_MESSAGES } from '@shared/contracts/farmer-import';
import { AppError, badRequest } from '@server/lib/app-error';
import type { Upload } from '@server/plugins/endpoint-table';

/** The import form as read: its text fields and the file's records (cells as text), the header first. */
export interface ImportForm {
  fields: Record<string, string>;
  /** null: the form had no `file` part. */
  records: string[][] | null;
}

const FILE_FIELD = 'file';

/**
 * The parser stops writing past the cap and marks the file `truncated` (the rest is drained, not buffered);
 * `throwFileSizeLimit` (read at run time, missing from the typings) is off so the cap gets our own message.
 */
const PARTS_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { fileSize: FARMER_IMPORT_MAX_BYTES, files: 2, fields: 10 },
} as Parameters<Upload['parts']>[0];

/** A CSV by its name or its declared type; the content decides the rest (a NUL byte, a parse error). */
const looksLikeCsv = (fileName: string, mimeType: string) => /\.csv$/i.test(fileName) || /^(text|application)\/csv$/i.test(mimeType);

/** A row of empty cells: skipped, though still counted in the row numbers. */
export const isBlank = (record: string[]) => record.every((cell) => cell.trim() === '');

/** Binary files (a spreadsheet renamed .csv, a photo) carry NUL bytes; text never does. */
const refuseNul = () =>
  new Transform({
    transform(chunk: Buffer, _enc, done) {
      done(chunk.includes(0) ? badRequest(IMPORT_MESSAGES.notCsv) : null, chunk);
    },
  });

/**
 * Parses the file as it streams in (comma separated, UTF-8 with or without a BOM, quoted cells may hold
 * commas and line breaks), into memory: 20,000 rows of the template are a few MB. More than
 * FARMER_IMPORT_MAX_ROWS farmer rows stop the reading with a 400.
 */
async function readRecords(file: NodeJS.ReadableStream & { truncated?: boolean }): Promise<string[][]> {
  const records: string[][] = [];
  let farmerRows = 0;
  const parser = parse({ bom: true, relax_column_count: true });
  const collect = new Transform({
    objectMode: true,
    transform(record: string[], _enc, done) {
      if (records.length > 0 && !isBlank(record)) farmerRows++;
      if (farmerRows > FARMER_IMPORT_MAX_ROWS) return done(badRequest(IMPORT_MESSAGES.tooManyRows));
      records.push(record);
      done();
    },
  });
  const nulCheck = refuseNul();
  // The upload is piped, not part of the pipeline: a refusal must not destroy the form's stream, which is
  // drained instead so the rest of the form (and its fingerprint) can still be read.
  const parsed = pipeline(nulCheck, parser, collect);
  file.pipe(nulCheck);
  try {
    await parsed;
  } catch (err) {
    file.unpipe(nulCheck);
    file.resume();
    if (err instanceof AppError) throw err;
    const reason = err instanceof Error ? err.message : String(err);
    throw badRequest(`${IMPORT_MESSAGES.notCsv} (${reason})`);
  }
  if (file.truncated) throw new AppError(413, 'PAYLOAD_TOO_LARGE', IMPORT_MESSAGES.tooLarge);
  return records;
}

/** Reads the whole form: text fields, and the first `file` part parsed as CSV; other files are drained unread. */
export async function readImportForm(upload: Upload): Promise<ImportForm> {
  const fields: Record<string, string> = {};
  let records: string[][] | null = null;
  for await (const part of upload.parts(PARTS_OPTIONS)) {
    if (part.type === 'field') {
      fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== FILE_FIELD || records) {
      part.file.resume();
      continue;
    }
    if (!looksLikeCsv(part.filename, part.mimetype)) {
      part.file.resume();
      throw badRequest(IMPORT_MESSAGES.notCsv);
    }
    records = await readRecords(part.file);
  }
  return { fields, records };
}
