import { Readable } from 'node:stream';
import { Download } from './download';

const FORMULA_START = /^[=+\-@\t\r]/;
/** A phone number in E.164 ('+' and digits only): a spreadsheet reads it as a number at most, never runs it. */
const PHONE_NUMBER = /^\+\d+$/;
const CSV_BUFFER_BYTES = 64 * 1024;

/**
 * One CSV cell: formulas neutralised with a leading `'` (S5) except a cell that is only a phone number, quoted
 * when it holds a separator, quote or newline. A number is never a formula: a latitude south of the equator
 * stays the number -1.28.
 */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = value instanceof Date ? value.toISOString() : String(value);
  if (typeof value !== 'number' && FORMULA_START.test(text) && !PHONE_NUMBER.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: readonly unknown[]) => `${cells.map(csvCell).join(',')}\r\n`;

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => unknown;
}

/**
 * Streams a CSV download: UTF-8 with a BOM (Excel), a header line, then rows pulled page by page from
 * `pages` so memory stays flat at any size. The one CSV writer of the server. The next page is read only
 * when less than CSV_BUFFER_BYTES wait for the socket (Fastify pipes the stream, so a slow client pauses
 * the reading).
 */
export function csvDownload<Row>(fileName: string, columns: CsvColumn<Row>[], pages: AsyncIterable<Row[]>): Download {
  async function* lines() {
    yield `\uFEFF${csvLine(columns.map((c) => c.header))}`;
    for await (const page of pages) {
      let chunk = '';
      for (const row of page) chunk += csvLine(columns.map((c) => c.value(row)));
      if (chunk) yield chunk;
    }
  }
  return new Download(
    { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${fileName}"`, 'cache-control': 'no-store' },
    Readable.from(lines(), { objectMode: false, highWaterMark: CSV_BUFFER_BYTES }),
  );
}

/** Keyset-free batching helper: calls `fetchPage(offset, size)` until a short page. */
export async function* inBatches<Row>(fetchPage: (offset: number, size: number) => Promise<Row[]>, size = 1000): AsyncIterable<Row[]> {
  for (let offset = 0; ; offset += size) {
    const rows = await fetchPage(offset, size);
    if (rows.length) yield rows;
    if (rows.length < size) return;
  }
}
