import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

/** Issue 31 item 7: only a disbursed loan is owed, in every answer and total. */
let t: TestApp;
let admin = '';
let agent = '';
let farmerId = '';

const call = (token: string, method: 'GET' | 'POST', url: string, body?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(body ? { payload: body } : {}) });
const apply = async (amount: number): Promise<string> => (await call(agent, 'POST', '/loans', { farmerId, seed: 'Maize H614', amount })).json().data.id;
const act = (id: string, action: string) => call(admin, 'POST', `/loans/${id}/${action}`);
const farmerLoans = async () => (await call(admin, 'GET', `/farmers/${farmerId}`)).json().loans;

beforeAll(async () => {
  t = await createTestApp();
  admin = await tokenFor(t, DEMO.lenderAdmin);
  agent = await tokenFor(t, DEMO.lenderAgent);
  const [farmer] = await t.deps.db.select({ id: farmers.id }).from(farmers).innerJoin(companies, eq(companies.id, farmers.companyId)).where(eq(companies.slug, 'everlend')).limit(1);
  farmerId = farmer.id;
});
afterAll(() => t.close());

describe('a loan has a balance only once disbursed', () => {
  it('answers no balance for pending, approved and rejected loans, and the farmer totals add only disbursed ones', async () => {
    const before = (await farmerLoans()).totals;
    const pending = await apply(175);
    const approved = await apply(50);
    const rejected = await apply(20);
    const disbursed = await apply(30);
    expect((await act(approved, 'approve')).json().data).toMatchObject({ status: 'approved', balance: null });
    expect((await act(rejected, 'reject')).json().data).toMatchObject({ status: 'rejected', balance: null });
    await act(disbursed, 'approve');
    expect((await act(disbursed, 'disburse')).json().data).toMatchObject({ status: 'disbursed', balance: 30 });

    const listed = new Map<string, { balance: number | null }>((await call(admin, 'GET', `/loans?farmerId=${farmerId}&limit=100`)).json().data.map((l: { id: string }) => [l.id, l]));
    expect([pending, approved, rejected, disbursed].map((id) => listed.get(id)?.balance)).toEqual([null, null, null, 30]);

    const after = (await farmerLoans()).totals;
    expect(after.count).toBe(before.count + 4);
    expect(after.balance).toBe(before.balance + 30);
    const items = (await farmerLoans()).items as { status: string; balance: number | null }[];
    for (const item of items) expect(item.balance === null).toBe(!['disbursed', 'repaid'].includes(item.status));
  });
});
