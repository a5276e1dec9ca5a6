import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, sales } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
const ids = { seedsasa: '', seedFarmer: '', lenderFarmer: '' };

const post = (who: keyof typeof DEMO, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/sales', headers: { ...bearer(tokens[who]), ...headers }, payload: body });
const list = (who: keyof typeof DEMO, query = '') => t.app.inject({ method: 'GET', url: `/api/sales${query}`, headers: bearer(tokens[who]) });
const saleOf = (overrides: object = {}) => ({ farmerId: ids.seedFarmer, product: 'Zebra Maize Seed', quantity: 3, unit: 'Kg', amountKes: 1050, saleDate: '2026-11-10', ...overrides });
const countOf = async (id: string) => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(eq(sales.id, id)))[0].n;

async function farmerOf(slug: string) {
  const [row] = await t.deps.db.select({ id: farmers.id }).from(farmers).innerJoin(companies, eq(companies.id, farmers.companyId)).where(eq(companies.slug, slug)).limit(1);
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp({ now: '2026-11-18T09:00:00Z' });
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key]);
  ids.seedFarmer = await farmerOf('seedsasa');
  ids.lenderFarmer = await farmerOf('everlend');
  const [c] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
  ids.seedsasa = c.id;
});
afterAll(() => t.close());

describe('POST /api/sales', () => {
  it("records an engaged agent's sale to a farmer of its company, once per id", async () => {
    const id = randomUUID();
    const first = await post('seedAgent', saleOf({ id }));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ id, companyId: ids.seedsasa, product: 'Zebra Maize Seed', quantity: 3, amountKes: 1050, unit: 'Kg', agent: { name: expect.any(String) } });
    // A plain date is that day in Nairobi (noon local time).
    expect(first.json().data.saleDate).toBe('2026-11-10T09:00:00.000Z');
    const again = await post('seedAgent', saleOf({ id }));
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(id);
    expect(await countOf(id)).toBe(1);
  });

  it('replays the stored answer for the same Idempotency-Key', async () => {
    const key = randomUUID();
    const a = await post('seedAgent', saleOf({ product: 'Keyed sale' }), { 'idempotency-key': key });
    const b = await post('seedAgent', saleOf({ product: 'Keyed sale' }), { 'idempotency-key': key });
    expect(b.json()).toEqual(a.json());
    const [n] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(eq(sales.product, 'Keyed sale'));
    expect(n.n).toBe(1);
  });

  it("refuses a farmer of another company, a future date, lenders' agents and non-agents", async () => {
    const other = await post('seedAgent', saleOf({ farmerId: ids.lenderFarmer }));
    expect(other.statusCode).toBe(400);
    expect(other.json().details.fields.farmerId).toBe('Choose a farmer registered with your company');
    expect((await post('seedAgent', saleOf({ saleDate: '2026-12-24' }))).statusCode).toBe(400);
    expect((await post('lenderAgent', saleOf({ farmerId: ids.lenderFarmer }))).statusCode).toBe(403);
    expect((await post('seedAdmin', saleOf())).statusCode).toBe(403);
    expect((await post('recruit', saleOf())).statusCode).toBe(403);
  });

  it('answers the validation messages field by field', async () => {
    const res = await post('seedAgent', { farmerId: ids.seedFarmer, product: '', quantity: 0, unit: 'Kg', amountKes: -1, saleDate: 'soon' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({ product: 'Product is required', quantity: 'Quantity must be at least 0.01', amountKes: 'Amount must be at least 0.01', saleDate: 'Enter a valid date' });
  });
});

describe('GET /api/sales', () => {
  it('pages the company sales 5 at a time, newest first', async () => {
    const res = await list('seedAgent');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const [n] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(eq(sales.companyId, ids.seedsasa));
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(n.n / 5), totalItems: n.n, limit: 5 });
    expect(body.sales).toHaveLength(5);
    const dates = body.sales.map((s: { saleDate: string }) => s.saleDate);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.sales.every((s: { companyId: string; farmer: unknown }) => s.companyId === ids.seedsasa && s.farmer)).toBe(true);
  });

  it('searches product and farmer name, case-insensitively', async () => {
    const byProduct = (await list('seedAdmin', '?search=zebra')).json();
    expect(byProduct.sales.map((s: { product: string }) => s.product)).toEqual(['Zebra Maize Seed']);
    const [farmer] = await t.deps.db.select({ name: farmers.name }).from(farmers).where(eq(farmers.id, ids.seedFarmer));
    const byFarmer = (await list('seedAdmin', `?search=${encodeURIComponent(farmer.name.toUpperCase())}`)).json();
    expect(byFarmer.sales.length).toBeGreaterThan(0);
    expect(byFarmer.sales.every((s: { farmer: { name: string } }) => s.farmer.name === farmer.name)).toBe(true);
    expect((await list('seedAdmin', '?search=100%25')).json().sales).toEqual([]);
  });

  it('keeps each company to its own sales; the admin sees all', async () => {
    expect((await list('lenderAdmin')).json().pagination.totalItems).toBe(0);
    const [all] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sales);
    expect((await list('admin', '?limit=100')).json().pagination.totalItems).toBe(all.n);
    const [own] = await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(sales).where(and(eq(sales.companyId, ids.seedsasa)));
    expect((await list('seedAdmin')).json().pagination.totalItems).toBe(own.n);
    expect((await list('recruit')).statusCode).toBe(403);
  });
});
