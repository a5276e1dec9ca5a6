import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/server/db/rows';
import { companies, farmers } from '../../src/server/db/schema';
import { listSummary } from '../../src/server/modules/farmers/farmers.repo';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

// farmer_counts (migration 0009) answers the totals of filtered farmer lists; it must equal count(*) after
// every kind of write, or the pager lies.
let t: TestApp;
let seedsasa = '';

const COUNTIES = ['Nakuru', 'Kisumu', 'Meru'];
const GENDERS = ['Female', 'Male'];
const CROPS = ['Maize', 'Beans', null];

/** Every filter combination (each field absent or one value, in the company or every company) against count(*). */
async function expectCountsExact(): Promise<void> {
  for (const companyId of [seedsasa, undefined])
    for (const county of [undefined, ...COUNTIES])
      for (const gender of [undefined, ...GENDERS])
        for (const cropType of [undefined, 'Maize', 'Beans']) {
          const filter = { companyId, county, gender, cropType };
          const conditions = [
            companyId ? sql`company_id = ${companyId}` : sql`true`,
            county ? sql`county = ${county}` : sql`true`,
            gender ? sql`gender = ${gender}` : sql`true`,
            cropType ? sql`crop_type = ${cropType}` : sql`true`,
          ];
          const [row] = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select count(*)::int as n from farmers where ${sql.join(conditions, sql` and `)}`));
          expect({ filter, n: (await listSummary(t.deps.db, filter, companyId)).totalItems }).toEqual({ filter, n: row.n });
        }
}

beforeAll(async () => {
  t = await createTestApp();
  [{ id: seedsasa }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
});
afterAll(() => t.close());

describe('farmer_counts roll-up', () => {
  it('matches count(*) for the demo data, after a multi-row insert, an update of counted columns and a delete', async () => {
    await expectCountsExact();

    const ids = Array.from({ length: 24 }, () => randomUUID());
    await t.deps.db.insert(farmers).values(
      ids.map((id, i) => ({
        id,
        companyId: seedsasa,
        name: `Count Farmer ${i}`,
        phoneNumber: `+2547990${String(i).padStart(5, '0')}`,
        gender: GENDERS[i % 2],
        county: COUNTIES[i % 3],
        cropType: CROPS[i % 3],
        recordedAt: new Date(),
      })),
    );
    await expectCountsExact();

    await t.deps.db.update(farmers).set({ county: 'Meru', cropType: 'Beans' }).where(sql`${farmers.id} in ${ids.slice(0, 10)}`);
    await t.deps.db.update(farmers).set({ name: 'Renamed Farmer' }).where(eq(farmers.id, ids[10]));
    await expectCountsExact();

    await t.deps.db.delete(farmers).where(sql`${farmers.id} in ${ids.slice(5, 15)}`);
    await expectCountsExact();
  });

  it('stays exact after a company move and an import-like bulk insert that skips the rows already there', async () => {
    const [{ id: everlend }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'everlend'));
    const ids = Array.from({ length: 30 }, () => randomUUID());
    const row = (id: string, i: number) => ({
      id,
      companyId: seedsasa,
      name: `Bulk Farmer ${i}`,
      phoneNumber: `+2547991${String(i).padStart(5, '0')}`,
      gender: GENDERS[i % 2],
      county: COUNTIES[i % 3],
      cropType: CROPS[i % 3],
      recordedAt: new Date(),
    });
    await t.deps.db.insert(farmers).values(ids.slice(0, 10).map(row));
    // The second batch repeats the first 10 (ON CONFLICT DO NOTHING, as the import and sync bulk writes do).
    await t.deps.db.insert(farmers).values(ids.map(row)).onConflictDoNothing();
    await expectCountsExact();

    await t.deps.db.update(farmers).set({ companyId: everlend }).where(sql`${farmers.id} in ${ids.slice(0, 12)}`);
    await expectCountsExact();
    const [{ n }] = rowsOf<{ n: number }>(await t.deps.db.execute(sql`select coalesce(sum(farmers), 0)::int as n from farmer_counts where company_id = ${everlend}`));
    const [{ m }] = rowsOf<{ m: number }>(await t.deps.db.execute(sql`select count(*)::int as m from farmers where company_id = ${everlend}`));
    expect(n).toBe(m);
  });

  it('gives the list the same total as the farmers it pages through', async () => {
    const token = await tokenFor(t, DEMO.seedAdmin);
    const res = await t.app.inject({ method: 'GET', url: '/api/farmers?county=Meru&cropType=Beans&limit=100', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.totalItems).toBe(body.farmers.length);
    expect(body.farmers.length).toBeGreaterThan(0);
  });
});
