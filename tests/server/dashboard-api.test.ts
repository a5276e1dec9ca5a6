import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, loans, sales, users } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

// Wednesday 18 Nov 2026, 12:00 in Nairobi: the current ISO week starts Monday 16 Nov; season 2026-09.
const NOW = '2026-11-18T09:00:00Z';
let t: TestApp;
const ids = { company: '', admin: '', agentA: '', agentB: '', farmerA: '', farmerB: '' };
const tokens = { admin: '', agentA: '', agentB: '', platform: '', seedAdmin: '', lenderAdmin: '' };

async function addUser(name: string, role: 'company_admin' | 'engaged_agent') {
  const [u] = await t.deps.db
    .insert(users)
    // Joined long before the sales below: a sale cannot be dated before its agent's account (ADR 0047).
    .values({ name, email: `${name.toLowerCase().replace(/\s+/g, '.')}@kilimo.test`, passwordHash: 'x', role, companyId: ids.company, createdAt: new Date('2025-11-01T00:00:00Z') })
    .returning({ id: users.id });
  return u.id;
}

async function addFarmer(name: string, registeredById: string, createdAt: string) {
  const id = randomUUID();
  await t.deps.db.insert(farmers).values({ id, companyId: ids.company, registeredById, name, phoneNumber: `+2547${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`, gender: 'Female', county: 'Nakuru', createdAt: new Date(createdAt), recordedAt: new Date(createdAt) });
  return id;
}

const get = (token: string, url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(token) });
const recordSale = (token: string, body: object) => t.app.inject({ method: 'POST', url: '/api/sales', headers: bearer(token), payload: body });
const putTargets = (token: string, body: object) => t.app.inject({ method: 'PUT', url: '/api/targets', headers: bearer(token), payload: body });

beforeAll(async () => {
  t = await createTestApp({ now: NOW });
  const [c] = await t.deps.db.insert(companies).values({ name: 'Kilimo Seeds', slug: 'kilimo', kind: 'seed' }).returning({ id: companies.id });
  ids.company = c.id;
  ids.admin = await addUser('Kilimo Admin', 'company_admin');
  ids.agentA = await addUser('Agent Alpha', 'engaged_agent');
  ids.agentB = await addUser('Agent Beta', 'engaged_agent');
  // Registered at Sunday 23:59 and Monday 00:00 Nairobi time (UTC+3): two different ISO weeks.
  ids.farmerA = await addFarmer('Farmer Sunday', ids.agentA, '2026-11-15T20:59:00Z');
  ids.farmerB = await addFarmer('Farmer Monday', ids.agentA, '2026-11-15T21:00:00Z');
  await addFarmer('Farmer Beta', ids.agentB, '2026-11-17T08:00:00Z');
  for (const [key, id] of [['admin', ids.admin], ['agentA', ids.agentA], ['agentB', ids.agentB]] as const) {
    const [u] = await t.deps.db.select({ email: users.email }).from(users).where(eq(users.id, id));
    tokens[key] = await tokenFor(t, u.email);
  }
  tokens.platform = await tokenFor(t, DEMO.admin);
  tokens.seedAdmin = await tokenFor(t, DEMO.seedAdmin);
  tokens.lenderAdmin = await tokenFor(t, DEMO.lenderAdmin);

  const sunday = await recordSale(tokens.agentA, { farmerId: ids.farmerA, product: 'Maize seed', quantity: 2, unit: 'Kg', amountKes: 100, saleDate: '2026-11-15T23:59:00+03:00' });
  const monday = await recordSale(tokens.agentA, { farmerId: ids.farmerB, product: 'Maize seed', quantity: 4, unit: 'Kg', amountKes: 200, saleDate: '2026-11-16T00:00:00+03:00' });
  const beta = await recordSale(tokens.agentB, { farmerId: ids.farmerA, product: 'Bean seed', quantity: 1, unit: 'Kg', amountKes: 50, saleDate: '2026-11-17' });
  expect([sunday.statusCode, monday.statusCode, beta.statusCode]).toEqual([201, 201, 201]);
});
afterAll(() => t.close());

describe('GET /api/dashboard (agent: personal figures)', () => {
  it('counts the sale of Sunday 23:59 and the one of Monday 00:00 (Nairobi) in different ISO weeks, empty weeks as 0', async () => {
    const res = await get(tokens.agentA, '/dashboard?weeks=3');
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.charts.weeklySales).toEqual([
      { weekStart: '2026-11-02', weekLabel: '2 Nov', sales: 0 },
      { weekStart: '2026-11-09', weekLabel: '9 Nov', sales: 100 },
      { weekStart: '2026-11-16', weekLabel: '16 Nov', sales: 200 },
    ]);
    expect(data.charts.weeklyFarmers).toEqual([
      { weekStart: '2026-11-02', weekLabel: '2 Nov', farmers: 0 },
      { weekStart: '2026-11-09', weekLabel: '9 Nov', farmers: 1 },
      { weekStart: '2026-11-16', weekLabel: '16 Nov', farmers: 1 },
    ]);
    expect(data.metrics).toMatchObject({ totalFarmers: 2, seedSasaSales: 300, everlendSales: 0, currency: 'KES', pointsEarned: 0 });
    expect(data.companyInfo).toEqual({ name: 'Kilimo Seeds' });
    expect(data.trainingProgress.totalModules).toBeGreaterThan(0);
  });

  it('answers 6 weeks by default and keeps weeks within 1..52', async () => {
    const { data } = (await get(tokens.agentA, '/dashboard')).json();
    expect(data.charts.weeklySales).toHaveLength(6);
    expect(data.charts.weeklySales[0].weekLabel).toBe('12 Oct');
    // The week as data, which screens word in their language (issue 32 item 3).
    expect(data.charts.weeklySales[0].weekStart).toBe('2026-10-12');
    expect((await get(tokens.agentA, '/dashboard?weeks=0')).statusCode).toBe(400);
    expect((await get(tokens.agentA, '/dashboard?weeks=53')).statusCode).toBe(400);
    expect((await get(tokens.agentA, '/dashboard?weeks=52')).json().data.charts.weeklyFarmers).toHaveLength(52);
  });

  it('shows 0% while the target is 0, then the rounded ratio of the company default and of a personal target', async () => {
    let { metrics } = (await get(tokens.agentA, '/dashboard/agent')).json().data;
    expect(metrics.salesTargets).toEqual({ target: 0, achieved: 300, percentage: 0 });
    expect(metrics.farmerTargets).toEqual({ target: 0, achieved: 2, percentage: 0 });

    expect((await putTargets(tokens.admin, { salesTarget: 900, farmersTarget: 3 })).statusCode).toBe(200);
    ({ metrics } = (await get(tokens.agentA, '/dashboard')).json().data);
    expect(metrics.salesTargets).toEqual({ target: 900, achieved: 300, percentage: 33 });
    expect(metrics.farmerTargets).toEqual({ target: 3, achieved: 2, percentage: 67 });

    const own = await putTargets(tokens.admin, { agentId: ids.agentA, salesTarget: 400, farmersTarget: 2 });
    expect(own.json().data.agents.find((a: { agentId: string }) => a.agentId === ids.agentA)).toMatchObject({ salesTarget: 400, isDefault: false });
    ({ metrics } = (await get(tokens.agentA, '/dashboard')).json().data);
    expect(metrics.salesTargets).toEqual({ target: 400, achieved: 300, percentage: 75 });
    ({ metrics } = (await get(tokens.agentB, '/dashboard')).json().data);
    expect(metrics.salesTargets).toEqual({ target: 900, achieved: 50, percentage: 6 });
  });
});

describe('GET /api/dashboard (admins: company-wide)', () => {
  it('sums the whole company for its company admin', async () => {
    const { data } = (await get(tokens.admin, '/dashboard?weeks=2')).json();
    expect(data.charts.weeklySales).toEqual([
      { weekStart: '2026-11-09', weekLabel: '9 Nov', sales: 100 },
      { weekStart: '2026-11-16', weekLabel: '16 Nov', sales: 250 },
    ]);
    expect(data.metrics).toMatchObject({ totalAgents: 2, totalFarmers: 3, seedSasaSales: 350, currency: 'KES' });
    // Targets of the two engaged agents: A's own 400 plus B on the default 900.
    expect(data.metrics.salesTargets).toEqual({ target: 1300, achieved: 350, percentage: 27 });
    expect((await get(tokens.admin, '/dashboard/admin?weeks=2')).json()).toEqual({ data });
  });

  it("never counts another company's records", async () => {
    const [seedsasa] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
    const [own] = await t.deps.db.select({ v: sql<string>`coalesce(sum(amount_kes), 0)` }).from(sales).where(eq(sales.companyId, seedsasa.id));
    const { data } = (await get(tokens.seedAdmin, '/dashboard')).json();
    expect(data.metrics.seedSasaSales).toBe(Number(own.v));
    expect(data.companyInfo.name).toBe('SeedSasa');
  });

  it('gives the platform admin every company, and a lender admin its Kgs disbursed', async () => {
    const [all] = await t.deps.db.select({ v: sql<string>`coalesce(sum(amount_kes), 0)` }).from(sales);
    const [lent] = await t.deps.db.select({ v: sql<string>`coalesce(sum(amount), 0)` }).from(loans).where(sql`disbursed_at is not null`);
    const platform = (await get(tokens.platform, '/dashboard')).json().data;
    expect(platform.metrics.seedSasaSales).toBe(Number(all.v));
    expect(platform.metrics.everlendSales).toBe(Number(lent.v));
    expect(platform.companyInfo.name).toBe('All companies');
    const lender = (await get(tokens.lenderAdmin, '/dashboard')).json().data;
    expect(lender.metrics.currency).toBe('Kgs');
    expect(lender.metrics.seedSasaSales).toBe(0);
    expect(lender.metrics.everlendSales).toBe(Number(lent.v));
  });

  it('answers the weekly series alone, and keeps /dashboard/admin and /dashboard/agent to their roles', async () => {
    expect((await get(tokens.agentA, '/dashboard/sales/weekly?weeks=2')).json()).toEqual({
      data: [
        { weekStart: '2026-11-09', weekLabel: '9 Nov', sales: 100 },
        { weekStart: '2026-11-16', weekLabel: '16 Nov', sales: 200 },
      ],
      currency: 'KES',
    });
    expect((await get(tokens.admin, '/dashboard/farmers/weekly?weeks=1')).json()).toEqual({ data: [{ weekStart: '2026-11-16', weekLabel: '16 Nov', farmers: 2 }] });
    expect((await get(tokens.agentA, '/dashboard/admin')).statusCode).toBe(403);
    expect((await get(tokens.admin, '/dashboard/agent')).statusCode).toBe(403);
  });
});

describe('targets', () => {
  it('keeps company admins to their own company and to engaged agents of it', async () => {
    const other = await putTargets(tokens.seedAdmin, { agentId: ids.agentA, salesTarget: 1, farmersTarget: 1 });
    expect(other.statusCode).toBe(400);
    const seen = (await get(tokens.seedAdmin, `/targets?companyId=${ids.company}`)).json().data;
    expect(seen.companyId).not.toBe(ids.company);
    expect((await get(tokens.platform, '/targets')).statusCode).toBe(400);
    const platform = (await get(tokens.platform, `/targets?companyId=${ids.company}&season=2026-09`)).json().data;
    expect(platform).toMatchObject({ unit: 'KES', companyDefault: { salesTarget: 900, farmersTarget: 3 }, season: { id: '2026-09' } });
    expect((await get(tokens.agentA, '/targets')).statusCode).toBe(403);
  });
});
