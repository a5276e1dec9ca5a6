/**
 * Issue 34 item 5 (ADR 0055): on PGlite (one connection) an import writes in slices that let other requests
 * through, and stays all or nothing. Order of completion, not timing: another company's request made while the
 * import writes is answered before the import is.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTED_FARMER_COLUMNS } from '@shared/farmer-csv';
import { companies, farmers } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor, usingPostgres } from '../support/test-app';

let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

const HEADER = IMPORTED_FARMER_COLUMNS.map((c) => c.header).join(',');
let serial = 0;
/** Name, phone, national ID, age, gender, county, and the other columns empty; a new phone and ID per row. */
const rowsOf = (n: number, name = (i: number) => `Sliced Farmer ${i}`) =>
  Array.from({ length: n }, (_, i) => {
    serial++;
    return [name(i), `07${String(50_000_000 + serial).padStart(8, '0')}`, String(60_000_000 + serial), '30', 'Female', 'Nakuru', ...Array(IMPORTED_FARMER_COLUMNS.length - 6).fill('')].join(',');
  });
const csvOf = (rows: string[]) => `${HEADER}\r\n${rows.join('\r\n')}\r\n`;

async function importing(csv: string) {
  const data = new FormData();
  data.append('file', new Blob([csv], { type: 'text/csv' }), 'farmers.csv');
  const request = new Request('http://local/', { method: 'POST', body: data });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({ method: 'POST', url: '/api/farmers/import', headers: { ...auth.seedAdmin, 'content-type': request.headers.get('content-type')! }, payload });
}

const countIn = async (companyId: string) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(eq(farmers.companyId, companyId)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of ['seedAdmin', 'lenderAdmin'] as const) auth[who] = bearer(await tokenFor(t, DEMO[who]));
  for (const slug of ['seedsasa', 'everlend']) ids[slug] = (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)))[0].id;
}, 180_000);
afterAll(() => t?.close());

describe.skipIf(usingPostgres())('an import on PGlite', () => {
  it("lets another company's request through while it writes: that request is answered first", async () => {
    const before = await countIn(ids.seedsasa);
    const rows = 2000;
    const done: string[] = [];
    const imported = importing(csvOf(rowsOf(rows))).then((res) => {
      done.push('import');
      return res;
    });
    // Waits until the first slice is in (or the import is over, which fails below): in one transaction, this
    // count would only see the whole import.
    let seen = before;
    while (seen === before && done.length === 0) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen = await countIn(ids.seedsasa);
    }
    const listed = t.app.inject({ method: 'GET', url: '/api/farmers', headers: auth.lenderAdmin }).then((res) => {
      done.push('other company');
      return res;
    });
    const [imp, list] = await Promise.all([imported, listed]);
    expect(imp.statusCode, imp.body).toBe(200);
    expect(imp.json().created).toBe(rows);
    expect(list.statusCode).toBe(200);
    expect(seen).toBeGreaterThan(before);
    expect(seen).toBeLessThan(before + rows);
    expect(done).toEqual(['other company', 'import']);
  }, 120_000);

  it('takes back the slices already written when a later one fails (all or nothing)', async () => {
    const before = await countIn(ids.seedsasa);
    // A statement that fails once the import's later slices arrive: a server error mid-import.
    await t.deps.database.exec(`
      create function fail_sliced_import() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from new_rows where name = 'Breaks The Import') then raise exception 'slice refused'; end if;
        return null;
      end $$;
      create trigger fail_sliced_import after insert on farmers referencing new table as new_rows
        for each statement execute function fail_sliced_import();`);
    try {
      const res = await importing(csvOf(rowsOf(1000, (i) => (i === 900 ? 'Breaks The Import' : `Sliced Farmer ${i}`))));
      expect(res.statusCode).toBe(500);
      expect(await countIn(ids.seedsasa)).toBe(before);
    } finally {
      await t.deps.database.exec('drop trigger fail_sliced_import on farmers; drop function fail_sliced_import();');
    }
  }, 120_000);
});
