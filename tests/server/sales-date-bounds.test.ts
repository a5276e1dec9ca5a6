/**
 * Issue 31 item 8: a sale date is bounded like the time of an act: never before the day the agent's account was
 * created (1970 and 2001 were stored), never after today (a plain date) or the clock's tolerance (an instant), on
 * the single request and in a sync batch alike.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, users } from '@server/db/schema';
import { SALE_DATE_BEFORE_ACCOUNT, SALE_DATE_IN_FUTURE } from '@server/modules/sales/sales.service';
import { localDay } from '@shared/tiers';
import { entryOf, syncBatch } from '../support/sync-compare';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

const DAY = 86_400_000;
let t: TestApp;
let agent = '';
let farmerId = '';
let joined: Date;

const sale = (saleDate: string) => ({ id: randomUUID(), farmerId, product: 'Bounded Seed', quantity: 1, unit: 'Kg', amountKes: 100, saleDate });
const post = (saleDate: string) => t.app.inject({ method: 'POST', url: '/api/sales', headers: bearer(agent), payload: sale(saleDate) });
const dayOf = (at: Date) => localDay(at, 'Africa/Nairobi');

beforeAll(async () => {
  t = await createTestApp();
  agent = await tokenFor(t, DEMO.seedAgent);
  const [farmer] = await t.deps.db.select({ id: farmers.id }).from(farmers).innerJoin(companies, eq(companies.id, farmers.companyId)).where(eq(companies.slug, 'seedsasa')).limit(1);
  farmerId = farmer.id;
  // An agent who joined two days ago.
  joined = new Date(t.deps.clock.now().getTime() - 2 * DAY);
  await t.deps.db.update(users).set({ createdAt: joined }).where(eq(users.email, DEMO.seedAgent));
});
afterAll(() => t.close());

describe('the sale date of POST /api/sales', () => {
  it.each(['1970-01-01', '2001-05-01', '1970-01-01T00:00:00Z'])('refuses %s: before the account existed', async (saleDate) => {
    const res = await post(saleDate);
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields.saleDate).toBe(SALE_DATE_BEFORE_ACCOUNT);
  });

  it('takes the day the account was created and today, and refuses the day before and tomorrow', async () => {
    const now = t.deps.clock.now();
    expect((await post(dayOf(new Date(joined.getTime() - DAY)))).json().details.fields.saleDate).toBe(SALE_DATE_BEFORE_ACCOUNT);
    expect((await post(dayOf(joined))).statusCode).toBe(201);
    expect((await post(dayOf(now))).statusCode).toBe(201);
    expect((await post(dayOf(new Date(now.getTime() + DAY)))).json().details.fields.saleDate).toBe(SALE_DATE_IN_FUTURE);
    expect((await post(new Date(now.getTime() + 60 * 60_000).toISOString())).json().details.fields.saleDate).toBe(SALE_DATE_IN_FUTURE);
    expect((await post(new Date(now.getTime() + 60_000).toISOString())).statusCode).toBe(201);
  });

  it('refuses the same dates in a sync batch', async () => {
    const [old, ok] = await syncBatch(t, [entryOf('/sales', sale('2001-05-01')), entryOf('/sales', sale(dayOf(joined)))]);
    expect(old).toMatchObject({ status: 400, body: { details: { fields: { saleDate: SALE_DATE_BEFORE_ACCOUNT } } } });
    expect(ok.status).toBe(201);
  });
});
