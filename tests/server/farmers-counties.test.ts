import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationNotes } from '@server/db/migrate';
import { rowsOf } from '@server/db/rows';
import { companies, farmerCounts, farmerFacets, farmers } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let agent = '';
let seedsasa = '';
let serial = 0;

const register = (county: string) => {
  serial += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/farmers',
    headers: bearer(agent),
    payload: { name: `County Farmer ${serial}`, phoneNumber: `07${String(56_000_000 + serial)}`, gender: 'Male', county },
  });
};

beforeAll(async () => {
  t = await createTestApp();
  agent = await tokenFor(t, DEMO.seedAgent);
  [{ id: seedsasa }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
});
afterAll(() => t.close());

describe('counties on the API', () => {
  it('stores the canonical name of a county typed in any case, spacing or punctuation', async () => {
    for (const [typed, stored] of [
      ['  elgeyo marakwet ', 'Elgeyo-Marakwet'],
      ['MURANGA', "Murang'a"],
      ['Taita/Taveta', 'Taita-Taveta'],
      ['homa bay', 'Homa Bay'],
    ]) {
      const res = await register(typed);
      expect(res.statusCode).toBe(201);
      expect(res.json().data.county).toBe(stored);
    }
  });

  it('refuses a county that is not one of the 47 with 400 under the field', async () => {
    const res = await register('Njoro');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Choose a county from the list', details: { fields: { county: 'Choose a county from the list' } } });
  });

  it('filters by a county typed in another case', async () => {
    const typed = (await t.app.inject({ method: 'GET', url: '/api/farmers?county=nakuru&limit=100', headers: bearer(agent) })).json();
    const exact = (await t.app.inject({ method: 'GET', url: '/api/farmers?county=Nakuru&limit=100', headers: bearer(agent) })).json();
    expect(typed.pagination.totalItems).toBeGreaterThan(0);
    expect(typed.pagination.totalItems).toBe(exact.pagination.totalItems);
  });
});

describe('migration 0015', () => {
  it('renames matching counties, leaves and reports the rest, and keeps counts and filter lists exact', async () => {
    const [{ id: mavuno }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mavuno-inputs'));
    const old = [' nakuru', 'NAKURU', 'Muranga', 'elgeyo/marakwet', 'Nairobi City', 'Rift Valley', 'Rift Valley', 'Njoro'];
    await t.deps.db.insert(farmers).values(
      old.map((county, i) => ({ companyId: mavuno, name: `Old ${i}`, phoneNumber: `+2547990000${i}`, gender: 'Female', county, recordedAt: new Date() })),
    );
    const statements = readFileSync(new URL('../../src/server/db/migrations/0015_counties.sql', import.meta.url), 'utf8').split('--> statement-breakpoint');
    await t.deps.db.transaction(async (tx) => {
      for (const statement of statements) if (statement.trim()) await tx.execute(sql.raw(statement));
    });

    const stored = await t.deps.db.select({ county: farmers.county }).from(farmers).where(eq(farmers.companyId, mavuno));
    expect(stored.map((r) => r.county).sort()).toEqual(['Elgeyo-Marakwet', "Murang'a", 'Nairobi', 'Nakuru', 'Nakuru', 'Njoro', 'Rift Valley', 'Rift Valley']);
    expect(await migrationNotes(t.deps.database, ['0015_counties.sql'])).toEqual([
      "0015_counties.sql: farmers.county 'Njoro' (1 farmer) is not one of the 47 counties and was left as it was",
      "0015_counties.sql: farmers.county 'Rift Valley' (2 farmers) is not one of the 47 counties and was left as it was",
    ]);
    const counts = await t.deps.db.select({ county: farmerCounts.county, n: farmerCounts.farmers }).from(farmerCounts).where(eq(farmerCounts.companyId, mavuno));
    const byCounty = Object.fromEntries(counts.filter((c) => c.n > 0).map((c) => [c.county, c.n]));
    expect(byCounty).toEqual({ 'Elgeyo-Marakwet': 1, "Murang'a": 1, Nairobi: 1, Nakuru: 2, Njoro: 1, 'Rift Valley': 2 });
    const facets = await t.deps.db.select({ value: farmerFacets.value }).from(farmerFacets).where(sql`${farmerFacets.companyId} = ${mavuno} and ${farmerFacets.facet} = 'county'`);
    expect(facets.map((f) => f.value).sort()).toEqual(['Elgeyo-Marakwet', "Murang'a", 'Nairobi', 'Nakuru', 'Njoro', 'Rift Valley']);
    const demoCounties = rowsOf<{ county: string }>(await t.deps.db.execute(sql`select distinct county from farmers where company_id = ${seedsasa}`));
    expect(demoCounties.length).toBeGreaterThan(0);
  });
});
