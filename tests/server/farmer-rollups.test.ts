import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORTED_FARMER_COLUMNS } from '@shared/farmer-csv';
import { rowsOf } from '@server/db/rows';
import { companies, farmers } from '@server/db/schema';
import { type FarmerFilter, type ListPage, listPage } from '@server/modules/farmers/farmer-list.repo';
import { entryOf, syncBatch } from '../support/sync-compare';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

// The farmers list's total (farmer_counts, migration 0009) and filter lists (farmer_facets, migration 0022)
// are roll-ups kept by triggers: after every kind of write they must answer what a recount of the farmers
// answers, for every scope (a company's own, an admin's of every company), or the pager and filters lie.
let t: TestApp;
const company: Record<'seedsasa' | 'everlend', string> = { seedsasa: '', everlend: '' };
const auth: Record<string, Record<string, string>> = {};

const COUNTIES = ['Nakuru', 'Kisumu', 'Meru', 'Turkana', 'Lamu', 'Kilifi'];
const GENDERS = ['Female', 'Male'];
const CROPS = ['Maize', 'Beans', 'Tea', null];

/** The scopes the list is asked in: each company's own (a company user), and every company (an admin), with and without a company filter. */
const scopes = () => [
  { visible: company.seedsasa, companyId: company.seedsasa },
  { visible: company.everlend, companyId: company.everlend },
  { visible: undefined, companyId: undefined },
  { visible: undefined, companyId: company.seedsasa },
];

async function recount(filter: FarmerFilter, visible: string | undefined): Promise<Omit<ListPage, 'farmers' | 'companies'>> {
  const where = (f: FarmerFilter) =>
    sql.join(
      [
        f.companyId ? sql`company_id = ${f.companyId}` : sql`true`,
        f.county ? sql`county = ${f.county}` : sql`true`,
        f.gender ? sql`gender = ${f.gender}` : sql`true`,
        f.cropType ? sql`crop_type = ${f.cropType}` : sql`true`,
      ],
      sql` and `,
    );
  const values = (column: string) =>
    sql`(select coalesce(json_agg(distinct ${sql.identifier(column)} order by ${sql.identifier(column)}), '[]'::json) from farmers where ${where({ companyId: visible })} and ${sql.identifier(column)} is not null)`;
  const [row] = rowsOf<Omit<ListPage, 'farmers' | 'companies'>>(
    await t.deps.db.execute(sql`select (select count(*)::int from farmers where ${where(filter)}) as "totalItems",
      ${values('county')} as "counties", ${values('gender')} as "genders", ${values('crop_type')} as "cropTypes"`),
  );
  return row;
}

/** Every scope and filter combination (each field absent or one value) against a recount of the farmers. */
async function expectRollupsExact(): Promise<void> {
  for (const { visible, companyId } of scopes())
    for (const county of [undefined, 'Nakuru', 'Turkana', 'Lamu', 'Kilifi'])
      for (const gender of [undefined, 'Female'])
        for (const cropType of [undefined, 'Tea']) {
          const filter = { companyId, county, gender, cropType };
          const { farmers: _page, companies: _companies, ...answer } = await listPage(t.deps.db, { filter, visible }, 0, 1);
          expect({ filter, visible, ...answer }).toEqual({ filter, visible, ...(await recount(filter, visible)) });
        }
}

/** The filter lists a user sees on GET /api/farmers. */
const filtersOf = async (who: keyof typeof DEMO) => (await t.app.inject({ method: 'GET', url: '/api/farmers', headers: auth[who] })).json().filters;

let serial = 0;
const newFarmer = (extra: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  name: `Rollup Farmer ${++serial}`,
  phoneNumber: `07${String(61_000_000 + serial)}`,
  gender: GENDERS[serial % 2],
  county: 'Nakuru',
  ...extra,
});

async function importCsv(rows: Record<string, string>[]) {
  const header = IMPORTED_FARMER_COLUMNS.map((c) => c.header).join(',');
  const lines = rows.map((cells) => IMPORTED_FARMER_COLUMNS.map((c) => cells[c.field] ?? '').join(','));
  const data = new FormData();
  data.append('file', new Blob([`${header}\r\n${lines.join('\r\n')}\r\n`], { type: 'text/csv' }), 'farmers.csv');
  const request = new Request('http://local/', { method: 'POST', body: data });
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/farmers/import',
    headers: { ...auth.seedAdmin, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().created).toBe(rows.length);
}

const idsNamed = async (pattern: string) =>
  (await t.deps.db.select({ id: farmers.id }).from(farmers).where(sql`${farmers.name} like ${pattern}`)).map((r) => r.id);

beforeAll(async () => {
  t = await createTestApp();
  for (const slug of ['seedsasa', 'everlend'] as const) [{ id: company[slug] }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  for (const who of Object.keys(DEMO) as (keyof typeof DEMO)[]) auth[who] = bearer(await tokenFor(t, DEMO[who]));
}, 180_000);
afterAll(() => t?.close());

describe('farmers list roll-ups (farmer_counts, farmer_facets)', () => {
  it('match a recount after a registration, a sync batch, an import, an edit, a delete and a company move', async () => {
    await expectRollupsExact();
    const everlendBefore = await filtersOf('lenderAdmin');

    // A registration in a county and crop the company had no farmer in.
    const registered = newFarmer({ county: 'Turkana', cropType: 'Tea' });
    const res = await t.app.inject({ method: 'POST', url: '/api/farmers', headers: auth.seedAgent, payload: registered });
    expect(res.statusCode, res.body).toBe(201);
    expect(await filtersOf('seedAdmin')).toMatchObject({ counties: expect.arrayContaining(['Turkana']), cropTypes: expect.arrayContaining(['Tea']) });
    await expectRollupsExact();

    // A sync batch of registrations (the bulk path).
    const results = await syncBatch(t, [1, 2, 3].map(() => entryOf('/farmers', newFarmer({ county: 'Lamu', cropType: 'Beans' }))));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    await expectRollupsExact();

    // A bulk import by the company admin.
    await importCsv([1, 2].map(() => ({ name: `Rollup Farmer ${++serial}`, phoneNumber: `07${String(62_000_000 + serial)}`, gender: 'Male', county: 'Kilifi', cropType: 'Maize' })));
    await expectRollupsExact();
    // Another company's writes leave everlend's filter lists as they were; an admin sees them all.
    expect(await filtersOf('lenderAdmin')).toEqual(everlendBefore);
    expect((await filtersOf('admin')).counties).toEqual(expect.arrayContaining(['Turkana', 'Lamu', 'Kilifi', ...everlendBefore.counties]));

    // An edit moving the only Turkana farmer away: Turkana and Tea leave the lists.
    const edited = await t.app.inject({ method: 'PUT', url: `/api/farmers/${registered.id}`, headers: auth.seedAdmin, payload: { county: 'Meru', cropType: null } });
    expect(edited.statusCode, edited.body).toBe(200);
    const afterEdit = await filtersOf('seedAdmin');
    expect(afterEdit.counties).not.toContain('Turkana');
    expect(afterEdit.cropTypes).not.toContain('Tea');
    await expectRollupsExact();

    // Deletes and a company move (no endpoint does them; the triggers must still hold).
    const lamu = (await t.deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.county, 'Lamu'))).map((r) => r.id);
    await t.deps.db.delete(farmers).where(inArray(farmers.id, lamu));
    await expectRollupsExact();
    await t.deps.db.update(farmers).set({ companyId: company.everlend }).where(eq(farmers.county, 'Kilifi'));
    expect((await filtersOf('lenderAdmin')).counties).toContain('Kilifi');
    expect((await filtersOf('seedAdmin')).counties).not.toContain('Kilifi');
    await expectRollupsExact();
  }, 120_000);

  it('stay exact after multi-row inserts that skip the rows already there, updates of counted and uncounted columns, and deletes', async () => {
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const row = (id: string, i: number) => ({
      id,
      companyId: company.seedsasa,
      name: `Bulk Rollup ${i}`,
      phoneNumber: `+2547991${String(i).padStart(5, '0')}`,
      gender: GENDERS[i % 2],
      county: COUNTIES[i % 3],
      cropType: CROPS[i % 4],
      recordedAt: new Date(),
    });
    await t.deps.db.insert(farmers).values(ids.slice(0, 10).map(row));
    // The second batch repeats the first 10 (ON CONFLICT DO NOTHING, as the import and sync bulk writes do).
    await t.deps.db.insert(farmers).values(ids.map(row)).onConflictDoNothing();
    await expectRollupsExact();

    await t.deps.db.update(farmers).set({ county: 'Meru', cropType: 'Beans' }).where(inArray(farmers.id, ids.slice(0, 10)));
    await t.deps.db.update(farmers).set({ name: 'Renamed Farmer' }).where(eq(farmers.id, ids[10]));
    await expectRollupsExact();

    await t.deps.db.delete(farmers).where(inArray(farmers.id, await idsNamed('Bulk Rollup %')));
    await expectRollupsExact();
  }, 60_000);

  it('answers the page as GET /farmers/{id} answers each farmer, with the same total as the farmers it pages through', async () => {
    const location = { latitude: 0.0467, longitude: 37.6496, accuracyMeters: 8.5 };
    const located = newFarmer({ county: 'Meru', cropType: 'Beans', nationalId: 40_123_456, age: 52, village: 'Kianjai', location });
    expect((await t.app.inject({ method: 'POST', url: '/api/farmers', headers: auth.seedAgent, payload: located })).statusCode).toBe(201);
    const res = await t.app.inject({ method: 'GET', url: '/api/farmers?county=Meru&limit=100', headers: auth.seedAdmin });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.totalItems).toBe(body.farmers.length);
    expect(body.farmers.find((f: { id: string }) => f.id === located.id)).toMatchObject({ nationalId: 40_123_456, location, registeredBy: { name: expect.any(String) } });
    for (const farmer of body.farmers) {
      const one = await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.id}`, headers: auth.seedAdmin });
      expect(farmer).toEqual(one.json().data);
    }
  });
});
