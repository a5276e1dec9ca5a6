import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, pointEvents } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
const ids = { farmer: '', registrant: '', seedFarmer: '' };

const call = (who: keyof typeof DEMO, method: 'GET' | 'POST', url: string, body?: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method, url: `/api${url}`, headers: { ...bearer(tokens[who]), ...headers }, ...(body ? { payload: body } : {}) });
const apply = (body: object) => call('lenderAgent', 'POST', '/loans', body);
const act = (who: keyof typeof DEMO, id: string, action: string) => call(who, 'POST', `/loans/${id}/${action}`);
const repay = (id: string, body: object, headers: Record<string, string> = {}) => call('lenderAdmin', 'POST', `/loans/${id}/repayments`, body, headers);
const depositPoints = async () =>
  (await t.deps.db.select({ n: sql<number>`coalesce(sum(points), 0)::int` }).from(pointEvents).where(and(eq(pointEvents.userId, ids.registrant), eq(pointEvents.activityType, 'FARMER_DEPOSIT'))))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key]);
  const lenderFarmers = await t.deps.db
    .select({ id: farmers.id, registeredById: farmers.registeredById, slug: companies.slug })
    .from(farmers)
    .innerJoin(companies, eq(companies.id, farmers.companyId));
  const withAgent = lenderFarmers.find((f) => f.slug === 'everlend' && f.registeredById)!;
  ids.farmer = withAgent.id;
  ids.registrant = withAgent.registeredById!;
  ids.seedFarmer = lenderFarmers.find((f) => f.slug === 'seedsasa')!.id;
});
afterAll(() => t.close());

describe('the loan life: pending → approved → disbursed → repaid', () => {
  it('runs a loan through its states, refusing a repayment above the balance and awarding points once', async () => {
    const id = randomUUID();
    const applied = await apply({ id, farmerId: ids.farmer, seed: 'Maize H614', amount: 100 });
    expect(applied.statusCode).toBe(201);
    expect(applied.json().data).toMatchObject({ id, status: 'pending', amount: 100, amountPaid: 0, balance: null, seed: 'Maize H614', farmer: { name: expect.any(String), county: expect.any(String) } });
    expect((await apply({ id, farmerId: ids.farmer, seed: 'Maize H614', amount: 100 })).json().data.id).toBe(id);

    expect((await act('lenderAdmin', id, 'disburse')).statusCode).toBe(409);
    expect((await act('lenderAdmin', id, 'approve')).json().data.status).toBe('approved');
    // Sticky: approving again answers the loan as it is.
    expect((await act('lenderAdmin', id, 'approve')).statusCode).toBe(200);
    expect((await repay(id, { amount: 10 })).statusCode).toBe(409);
    expect((await act('lenderAdmin', id, 'disburse')).json().data.status).toBe('disbursed');
    expect((await act('lenderAdmin', id, 'reject')).statusCode).toBe(409);

    const before = await depositPoints();
    const over = await repay(id, { amount: 150 });
    expect(over.statusCode).toBe(400);
    expect(over.json().message).toBe('The repayment of Kgs 150 is more than the balance of Kgs 100.');
    expect(over.json().details.fields.amount).toBe(over.json().message);

    const repaymentId = randomUUID();
    const part = await repay(id, { id: repaymentId, amount: 40 });
    expect(part.statusCode).toBe(201);
    expect(part.json().data).toMatchObject({ amountPaid: 40, balance: 60, status: 'disbursed' });
    expect(await depositPoints()).toBe(before + 20);
    // The same repayment again (a retry) changes nothing and awards nothing.
    expect((await repay(id, { id: repaymentId, amount: 40 })).json().data).toMatchObject({ amountPaid: 40, balance: 60 });
    const key = randomUUID();
    const keyed = await repay(id, { amount: 60 }, { 'idempotency-key': key });
    expect(keyed.json().data).toMatchObject({ amountPaid: 100, balance: 0, status: 'repaid' });
    expect((await repay(id, { amount: 60 }, { 'idempotency-key': key })).json()).toEqual(keyed.json());
    expect(await depositPoints()).toBe(before + 40);
    expect((await repay(id, { amount: 1 })).statusCode).toBe(409);
  });

  it('rejects from pending or approved, and nothing moves a rejected loan', async () => {
    const pending = (await apply({ farmerId: ids.farmer, seed: 'Beans KK15', amount: 30 })).json().data.id;
    expect((await act('lenderAdmin', pending, 'reject')).json().data.status).toBe('rejected');
    expect((await act('lenderAdmin', pending, 'approve')).statusCode).toBe(409);
    const approved = (await apply({ farmerId: ids.farmer, seed: 'Beans KK15', amount: 30 })).json().data.id;
    await act('admin', approved, 'approve');
    expect((await act('admin', approved, 'reject')).json().data.status).toBe('rejected');
  });
});

describe('company scope and roles', () => {
  it("answers 404 to another company's admin and 403 to agents acting as admins", async () => {
    const id = (await apply({ farmerId: ids.farmer, seed: 'Sorghum', amount: 20 })).json().data.id;
    expect((await act('seedAdmin', id, 'approve')).statusCode).toBe(404);
    expect((await call('seedAdmin', 'POST', `/loans/${id}/repayments`, { amount: 1 })).statusCode).toBe(404);
    expect((await act('lenderAgent', id, 'approve')).statusCode).toBe(403);
    expect((await act('lenderAdmin', randomUUID(), 'approve')).statusCode).toBe(404);
  });

  it('lists only the company loans, with the embedded farmer, filtered by farmer', async () => {
    const own = (await call('lenderAgent', 'GET', '/loans?limit=100')).json();
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.every((l: { farmer: { name: string; county: string } | null }) => l.farmer && l.farmer.name && l.farmer.county)).toBe(true);
    expect((await call('seedAgent', 'GET', '/loans')).json().data).toEqual([]);
    const filtered = (await call('lenderAdmin', 'GET', `/loans?farmerId=${ids.farmer}&limit=100`)).json();
    expect(filtered.data.length).toBeGreaterThanOrEqual(4);
    expect(filtered.data.every((l: { farmerId: string }) => l.farmerId === ids.farmer)).toBe(true);
    expect((await call('admin', 'GET', '/loans?limit=100')).json().pagination.totalItems).toBe(own.pagination.totalItems);
  });

  it("refuses applications from seed companies' agents and for farmers of another company", async () => {
    expect((await call('seedAgent', 'POST', '/loans', { farmerId: ids.seedFarmer, seed: 'Maize', amount: 10 })).statusCode).toBe(403);
    const other = await apply({ farmerId: ids.seedFarmer, seed: 'Maize', amount: 10 });
    expect(other.statusCode).toBe(400);
    expect((await call('lenderAdmin', 'POST', '/loans', { farmerId: ids.farmer, seed: 'Maize', amount: 10 })).statusCode).toBe(403);
  });
});
