/**
 * One phone, one person (issue 31 item 6, ADR 0060): every spelling of a number is one E.164 number, for
 * accounts (sign-up, sign-in, pre-registration, profile, Manage Users) and for farmers within a company.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const SPELLINGS = ['+254757551663', '00254757551663', '+2540757551663'];

describe('one phone number, one person', () => {
  let t: TestApp;
  let companyId: string;
  beforeAll(async () => {
    t = await createTestApp();
    companyId = (await t.app.inject({ method: 'GET', url: '/api/companies/all' })).json().companies.find((c: { name: string }) => c.name === 'SeedSasa').id;
  }, 180_000);
  afterAll(() => t.close());

  const signup = (phoneNumber: string, email = `${randomUUID()}@example.com`) =>
    t.app.inject({ method: 'POST', url: '/api/auth/signup', payload: { name: 'Amina Wanjiru', email, password: 'secret1', phoneNumber, gender: 'Female', companyId } });
  const login = (identifier: string, password = 'secret1') => t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier, password } });
  const asUser = async (email: string) => bearer(await tokenFor(t, email));
  const write = (auth: Record<string, string>, method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url: `/api${url}`, headers: { ...auth, 'idempotency-key': randomUUID() }, payload });

  it('three spellings of one number make one account: 201, then 409 twice', async () => {
    const [first, ...others] = await Promise.all(SPELLINGS.map((s) => signup(s)));
    // Sent together: whichever the database takes first wins, the two others lose on the unique index.
    const statuses = [first, ...others].map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    const winner = [first, ...others].find((r) => r.statusCode === 201)!;
    expect(winner.json().user.phoneNumber).toBe('+254757551663');
    for (const loser of [first, ...others].filter((r) => r.statusCode === 409)) expect(loser.json().code).toBe('PHONE_TAKEN');
    expect(await t.deps.db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, '+254757551663'))).toHaveLength(1);
  });

  it('signs in with any spelling of the number', async () => {
    for (const identifier of [...SPELLINGS, '0757551663', '0757 551 663', '000254757551663']) {
      expect((await login(identifier)).statusCode, identifier).toBe(200);
    }
    expect((await login('+25407575516630')).statusCode).toBe(404);
  });

  it('pre-registration, the profile and Manage Users refuse another spelling of a number taken (409)', async () => {
    const register = await t.app.inject({
      method: 'POST',
      url: '/api/agents/pre-registration/submit',
      payload: { name: 'Juma', email: `${randomUUID()}@example.com`, phoneNumber: '00254757551663', password: 'secret1' },
    });
    expect(register.statusCode).toBe(409);
    expect(register.json().code).toBe('PHONE_TAKEN');
    const agent = await asUser(DEMO.seedAgent);
    const [me] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
    const profile = await t.app.inject({ method: 'PUT', url: `/api/users/${me.id}`, headers: { ...agent, 'idempotency-key': randomUUID() }, payload: { phoneNumber: '+2540757551663' } });
    expect(profile.statusCode).toBe(409);
    const admin = await asUser(DEMO.seedAdmin);
    const edit = await write(admin, 'PUT', `/agents/${me.id}`, { phoneNumber: '00254757551663' });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().code).toBe('PHONE_TAKEN');
  });

  it('stores a new number in E.164 whatever spelling Manage Users is given', async () => {
    const admin = await asUser(DEMO.seedAdmin);
    const [agent] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
    const edit = await write(admin, 'PUT', `/agents/${agent.id}`, { phoneNumber: '+2540722000111' });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().data.phoneNumber).toBe('+254722000111');
  });

  it('farmers: one number is one farmer of a company (409 on the other spellings), another company may register it', async () => {
    const seedAgent = await asUser(DEMO.seedAdmin);
    const lender = await asUser(DEMO.lenderAdmin);
    const farmer = (phoneNumber: string) => ({ name: 'Wanjiku Mwangi', phoneNumber, gender: 'Female', county: 'Nakuru' });
    const first = await write(seedAgent, 'POST', '/farmers', farmer('+254733551663'));
    expect(first.statusCode).toBe(201);
    expect(first.json().data.phoneNumber).toBe('+254733551663');
    for (const spelling of ['00254733551663', '+2540733551663']) {
      const again = await write(seedAgent, 'POST', '/farmers', farmer(spelling));
      expect(again.statusCode, spelling).toBe(409);
    }
    const elsewhere = await write(lender, 'POST', '/farmers', farmer('00254733551663'));
    expect(elsewhere.statusCode).toBe(201);
    expect(elsewhere.json().data.phoneNumber).toBe('+254733551663');
    // The search box finds the farmer by any spelling too.
    for (const spelling of ['00254733551663', '+2540733551663', '0733 551 663']) {
      const found = await t.app.inject({ method: 'GET', url: `/api/farmers?name=${encodeURIComponent(spelling)}`, headers: seedAgent });
      expect(found.statusCode).toBe(200);
      expect(found.json().farmers.map((f: { phoneNumber: string }) => f.phoneNumber), spelling).toEqual(['+254733551663']);
    }
  });

  it('refuses a number of the right shape that no country has (400 naming the field)', async () => {
    const res = await signup('+2549999999999');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toHaveProperty('phoneNumber');
  });
});
