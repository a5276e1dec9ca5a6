/**
 * POST /api/farmers/import (issue 17 item 5): a CSV with the export's columns, checked as registration checks
 * a farmer, dry run or written, duplicates reported, idempotent by its key; on PGlite and PostgreSQL.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FARMER_IMPORT_MAX_BYTES, FARMER_IMPORT_MAX_ROWS } from '@shared/contracts/farmer-import';
import { IMPORTED_FARMER_COLUMNS } from '@shared/farmer-csv';
import { importTemplate } from '@app/features/farmers/lib/import-template';
import { rowsOf } from '@server/db/rows';
import { companies, farmers, users } from '@server/db/schema';
import pg from 'pg';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor, usingPostgres } from '../support/test-app';

let t: TestApp;
const auth: Record<string, Record<string, string>> = {};
const ids: Record<string, string> = {};

const HEADER = IMPORTED_FARMER_COLUMNS.map((c) => c.header).join(',');

async function form(csv: string | Buffer, fields: Record<string, string> = {}, fileName = 'farmers.csv', type = 'text/csv') {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  data.append('file', new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type }), fileName);
  const request = new Request('http://local/', { method: 'POST', body: data });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}

interface Send {
  who?: keyof typeof DEMO;
  dryRun?: boolean;
  fields?: Record<string, string>;
  key?: string;
  fileName?: string;
  type?: string;
}

async function send(csv: string | Buffer, { who = 'seedAdmin', dryRun = false, fields, key, fileName, type }: Send = {}) {
  const body = await form(csv, fields, fileName, type);
  return t.app.inject({
    method: 'POST',
    url: `/api/farmers/import${dryRun ? '?dryRun=true' : ''}`,
    headers: { ...auth[who], 'content-type': body.contentType, ...(key ? { 'idempotency-key': key } : {}) },
    payload: body.payload,
  });
}

/** A line of the template: name, phone, national id, age, gender, county, then the rest left empty unless given. */
const line = (cells: Partial<Record<(typeof IMPORTED_FARMER_COLUMNS)[number]['field'], string>>) =>
  IMPORTED_FARMER_COLUMNS.map((c) => {
    const v = cells[c.field] ?? '';
    return /[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
  }).join(',');

let phoneSeq = 0;
/** A fresh phone number per call, never registered. */
const phone = () => `07${String(40_000_000 + phoneSeq++).padStart(8, '0')}`;
const farmer = (over: Parameters<typeof line>[0] = {}) => line({ name: 'Imported Farmer', phoneNumber: phone(), gender: 'Female', county: 'Nakuru', ...over });
const csvOf = (...rows: string[]) => `${HEADER}\r\n${rows.join('\r\n')}\r\n`;

const countIn = async (companyId: string) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(eq(farmers.companyId, companyId)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) auth[who] = bearer(await tokenFor(t, DEMO[who]));
  for (const slug of ['seedsasa', 'everlend']) ids[slug] = (await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug)))[0].id;
  ids.seedAdmin = (await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAdmin)))[0].id;
}, 180_000);
afterAll(() => t?.close());

describe('POST /api/farmers/import', () => {
  it('dry run: counts and errors by spreadsheet row, nothing written', async () => {
    const before = await countIn(ids.seedsasa);
    const csv = csvOf(farmer(), farmer({ county: 'Atlantis' }), '', farmer({ phoneNumber: '12' }), farmer({ name: '', gender: 'x' }));
    const res = await send(csv, { dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rows: 4,
      valid: 1,
      errorCount: 4,
      errors: [
        { row: 3, field: 'County', message: 'Choose a county from the list' },
        { row: 5, field: 'Phone Number', message: 'Enter a valid phone number, for example 0712345678' },
        { row: 6, field: 'Name', message: 'Full name is required' },
        { row: 6, field: 'Gender', message: expect.any(String) },
      ],
    });
    expect(await countIn(ids.seedsasa)).toBe(before);
  });

  it('writes the valid rows into the company admin\'s company: registered by the importer, county canonical, location kept', async () => {
    const p = phone();
    const csv = csvOf(
      line({ name: 'Wanjiru Import', phoneNumber: p, gender: 'female', county: ' nakuru ', nationalId: '23456789', age: '40', latitude: '-0.3', longitude: '36.1', accuracyMeters: '12' }),
      farmer({ county: 'Nowhere' }),
    );
    const res = await send(csv);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ rows: 2, valid: 1, created: 1, errorCount: 1 });
    const [row] = await t.deps.db.select().from(farmers).where(eq(farmers.phoneNumber, `+254${p.slice(1)}`));
    expect(row).toMatchObject({ name: 'Wanjiru Import', companyId: ids.seedsasa, registeredById: ids.seedAdmin, county: 'Nakuru', gender: 'Female', age: 40 });
    expect(Number(row.nationalId)).toBe(23456789);
    expect(Number(row.latitude)).toBeCloseTo(-0.3);
    expect(row.recordedAt.getTime()).toBeLessThanOrEqual(Date.now());
  });

  it("the screen's template (built on the phone from the same column list) passes its own dry run", async () => {
    const res = await send(importTemplate('District'), { who: 'lenderAdmin', dryRun: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ rows: 1, valid: 1, errors: [], errorCount: 0 });
  });

  it('reports a phone number already registered and one repeated within the file; national IDs alike', async () => {
    const existing = phone();
    expect((await send(csvOf(farmer({ phoneNumber: existing })))).json().created).toBe(1);
    const twice = phone();
    const res = await send(
      csvOf(farmer({ phoneNumber: existing }), farmer({ phoneNumber: twice }), farmer({ phoneNumber: twice }), farmer({ nationalId: '77777777' }), farmer({ nationalId: '77777777' })),
    );
    expect(res.json()).toMatchObject({ rows: 5, valid: 2, created: 2, errorCount: 3 });
    expect(res.json().errors).toEqual([
      { row: 2, field: 'Phone Number', message: expect.stringContaining('already registered') },
      { row: 4, field: 'Phone Number', message: expect.stringContaining('also on row 3') },
      { row: 6, field: 'National ID', message: expect.stringContaining('also on row 5') },
    ]);
  });

  it('reads an exported file back: District header, the export-only columns ignored, formula guards removed; =cmd stays text', async () => {
    const p = phone();
    const exported = `\uFEFFName,Phone Number,National ID,Age,Gender,District,Sub County,Ward,Village,Crop Type,Farm Size,Company,Registered By,Registered On,Latitude,Longitude,Accuracy (m)\r\n"Otieno, Jr",${p},,,Male,Kisumu,,'=cmd|' /C calc'!A0,=cmd,Maize,,Everlend,Someone,2026-01-01T00:00:00.000Z,,,\r\n`;
    const res = await send(exported, { who: 'lenderAdmin' });
    expect(res.json()).toMatchObject({ rows: 1, valid: 1, created: 1 });
    const [row] = await t.deps.db.select().from(farmers).where(and(eq(farmers.phoneNumber, `+254${p.slice(1)}`), eq(farmers.companyId, ids.everlend)));
    expect(row).toMatchObject({ name: 'Otieno, Jr', ward: "=cmd|' /C calc'!A0", village: '=cmd', county: 'Kisumu' });
  });

  it('checks each field as registration does: huge cell, bad location, non-number national ID', async () => {
    const res = await send(csvOf(farmer({ village: 'v'.repeat(100_000) }), farmer({ latitude: '95', longitude: '36', accuracyMeters: '5' }), farmer({ latitude: '1' }), farmer({ nationalId: '1.2E+07' })), {
      dryRun: true,
    });
    expect(res.json().errors).toEqual([
      { row: 2, field: 'Village', message: 'At most 80 characters' },
      { row: 3, field: 'Latitude', message: 'Latitude must be between -90 and 90' },
      { row: 4, field: 'Longitude', message: 'Longitude must be a number' },
      { row: 4, field: 'Accuracy (m)', message: 'Accuracy must be a number' },
      { row: 5, field: 'National ID', message: 'National ID must be a number' },
    ]);
  });

  it('replays the same key with the same answer and writes nothing twice; another file under it is 422', async () => {
    const key = randomUUID();
    const csv = csvOf(farmer(), farmer());
    const first = await send(csv, { key });
    expect(first.json()).toMatchObject({ created: 2 });
    const before = await countIn(ids.seedsasa);
    const again = await send(csv, { key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countIn(ids.seedsasa)).toBe(before);
    expect((await send(csvOf(farmer()), { key })).statusCode).toBe(422);
  });

  it('admin names the company; without companyId 400, unknown company 400', async () => {
    const before = await countIn(ids.everlend);
    const res = await send(csvOf(farmer()), { who: 'admin', fields: { companyId: ids.everlend } });
    expect(res.json()).toMatchObject({ created: 1 });
    expect(await countIn(ids.everlend)).toBe(before + 1);
    const none = await send(csvOf(farmer()), { who: 'admin' });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Choose the company to import the farmers into.');
    expect((await send(csvOf(farmer()), { who: 'admin', fields: { companyId: randomUUID() } })).statusCode).toBe(400);
    expect((await send(csvOf(farmer()), { who: 'admin', fields: { companyId: 'nope' } })).statusCode).toBe(400);
  });

  it('a company admin cannot import into another company; agents and recruits are 403', async () => {
    const before = await countIn(ids.everlend);
    expect((await send(csvOf(farmer()), { who: 'seedAdmin', fields: { companyId: ids.everlend } })).statusCode).toBe(403);
    expect((await send(csvOf(farmer()), { who: 'seedAgent' })).statusCode).toBe(403);
    expect((await send(csvOf(farmer()), { who: 'recruit' })).statusCode).toBe(403);
    expect(await countIn(ids.everlend)).toBe(before);
  });

  it.each([
    ['an empty file', '', 'The file is empty.'],
    ['a header row only', `${HEADER}\r\n`, 'The file has a header row but no farmers under it.'],
    ['no header row', `${farmer()}\r\n${farmer()}\r\n`, 'Missing columns: Name, Phone Number, Gender, County.'],
    ['a required column missing', 'Name,Gender,County\r\nA,Male,Nakuru\r\n', 'Missing columns: Phone Number.'],
    ['an unclosed quote', `${HEADER}\r\n"Jane,0712345678\r\n`, 'is not a CSV file'],
  ])('%s → 400', async (_label, csv, message) => {
    const res = await send(csv, { dryRun: true });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('a file that is not CSV (by name and type, or by its bytes) → 400', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const byName = await send(png, { fileName: 'photo.png', type: 'image/png', dryRun: true });
    expect(byName.statusCode).toBe(400);
    const byBytes = await send(png, { fileName: 'renamed.csv', type: 'text/csv', dryRun: true });
    expect(byBytes.statusCode).toBe(400);
    expect(byBytes.json().message).toContain('not a CSV file');
    // A .csv from Windows (declared vnd.ms-excel) is a CSV.
    expect((await send(csvOf(farmer()), { type: 'application/vnd.ms-excel', dryRun: true })).statusCode).toBe(200);
  });

  it('a file over 10 MB → 413', async () => {
    const res = await send(`${HEADER}\r\n${'x'.repeat(FARMER_IMPORT_MAX_BYTES + 1)}\r\n`, { dryRun: true });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The file is larger than 10 MB.');
  });

  it('no file part → 400', async () => {
    const data = new FormData();
    data.append('companyId', ids.seedsasa);
    const request = new Request('http://local/', { method: 'POST', body: data });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/farmers/import?dryRun=true',
      headers: { ...auth.seedAdmin, 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(res.statusCode).toBe(400);
  });

  it(`${FARMER_IMPORT_MAX_ROWS + 1} rows → 400; ${FARMER_IMPORT_MAX_ROWS} rows are checked`, async () => {
    const rows = Array.from({ length: FARMER_IMPORT_MAX_ROWS }, (_, i) => `Farmer ${i},07${String(50_000_000 + i)},,,Male,Nakuru`);
    const header = 'Name,Phone Number,National ID,Age,Gender,County';
    const over = await send(`${header}\r\n${rows.join('\r\n')}\r\nOne More,0799999999,,,Male,Nakuru\r\n`, { dryRun: true });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toContain('more than 20,000 farmers');
    const at = await send(`${header}\r\n${rows.join('\r\n')}\r\n`, { dryRun: true });
    expect(at.statusCode, at.body).toBe(200);
    expect(at.json()).toMatchObject({ rows: FARMER_IMPORT_MAX_ROWS, valid: FARMER_IMPORT_MAX_ROWS, errorCount: 0 });
  });
});

/** The same phone numbers reaching the register from an import and from agents' registrations at once. */
describe('an import racing registrations of the same phones', () => {
  const stored = (p: string) => t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(and(eq(farmers.companyId, ids.seedsasa), eq(farmers.phoneNumber, `+254${p.slice(1)}`)));
  const register = (p: string) =>
    t.app.inject({ method: 'POST', url: '/api/farmers', headers: auth.seedAgent, payload: { name: 'Racing Farmer', phoneNumber: p, gender: 'Male', county: 'Nakuru' } });

  it('keeps each phone once: every answer is a creation, a 409 or a reported row, never a 5xx', async () => {
    const phones = Array.from({ length: 60 }, phone);
    const [imported, ...registered] = await Promise.all([send(csvOf(...phones.map((p) => farmer({ phoneNumber: p })))), ...phones.map(register)]);
    expect(imported.statusCode, imported.body).toBe(200);
    const created = registered.filter((r) => r.statusCode === 201).length;
    expect(registered.every((r) => r.statusCode === 201 || (r.statusCode === 409 && r.json().details.fields.phoneNumber)), registered.map((r) => r.body).join('\n')).toBe(true);
    expect(imported.json().created + created).toBe(phones.length);
    expect(imported.json().errorCount).toBe(created);
    for (const p of phones) expect((await stored(p))[0].n).toBe(1);
  });

  it.runIf(usingPostgres())('reports rows whose phone or national ID was registered between their check and their write, and writes the others', async () => {
    const [lost, kept, otherPhone, idLost] = [phone(), phone(), phone(), phone()];
    const nationalId = 60_000_000 + phoneSeq;
    const [{ schema }] = rowsOf<{ schema: string }>(await t.deps.db.execute(sql`select current_schema() as schema`));
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query(`set search_path to ${schema}`);
      // A registration committed while the import runs: held open until the import waits on its phone.
      await other.query('begin');
      const registerMeanwhile = (phoneNumber: string, id: number | null) =>
        other.query(
          `insert into farmers (id, company_id, registered_by_id, name, phone_number, national_id, gender, county, recorded_at)
           select gen_random_uuid(), $1, id, 'Registered Meanwhile', $2, $3, 'Male', 'Nakuru', now() from users where email = $4`,
          [ids.seedsasa, `+254${phoneNumber.slice(1)}`, id, DEMO.seedAgent],
        );
      await registerMeanwhile(lost, null);
      await registerMeanwhile(otherPhone, nationalId);
      const importing = send(csvOf(farmer({ phoneNumber: lost }), farmer({ phoneNumber: kept }), farmer({ phoneNumber: idLost, nationalId: String(nationalId) })));
      // Statistics are read once per transaction unless the snapshot is cleared.
      const waiting = async () => {
        await other.query('select pg_stat_clear_snapshot()');
        return (await other.query(`select 1 from pg_stat_activity where wait_event_type = 'Lock' and query ilike '%jsonb_to_recordset%' and datname = current_database()`)).rowCount;
      };
      for (let i = 0; i < 200 && !(await waiting()); i++) await new Promise((r) => setTimeout(r, 25));
      expect(await waiting()).toBe(1);
      await other.query('commit');
      const res = await importing;
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ rows: 3, valid: 1, created: 1, errorCount: 2 });
      expect(res.json().errors).toEqual([
        { row: 2, field: 'Phone Number', message: `A farmer with phone number +254${lost.slice(1)} is already registered` },
        { row: 4, field: 'National ID', message: `A farmer with national ID ${nationalId} is already registered` },
      ]);
      const [winner] = await t.deps.db.select({ name: farmers.name }).from(farmers).where(eq(farmers.phoneNumber, `+254${lost.slice(1)}`));
      expect(winner.name).toBe('Registered Meanwhile');
      expect((await stored(kept))[0].n).toBe(1);
      expect((await stored(idLost))[0].n).toBe(0);
    } finally {
      await other.end();
    }
  });
});

