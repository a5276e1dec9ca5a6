import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { hashPassword } from '@server/lib/password';
import { insertAccount } from '@server/modules/accounts/create-account';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

describe('POST /api/auth/signup and GET /api/companies/all', () => {
  let t: TestApp;
  let companies: { id: string; name: string; kind: string }[];
  beforeAll(async () => {
    t = await createTestApp();
    companies = (await t.app.inject({ method: 'GET', url: '/api/companies/all' })).json().companies;
  });
  afterAll(() => t.close());

  const signup = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/auth/signup', payload });
  const everlend = () => companies.find((c) => c.name === 'Everlend')!;
  const valid = (over: Record<string, unknown> = {}) => ({
    name: 'Grace Njeri',
    email: 'grace@example.com',
    password: 'secret1',
    phoneNumber: '0712345678',
    gender: 'Female',
    companyId: everlend().id,
    ...over,
  });

  it('lists the companies by name without signing in', () => {
    expect(companies.map((c) => c.name)).toEqual(['Everlend', 'Mavuno Inputs', 'SeedSasa']);
    expect(everlend()).toMatchObject({ kind: 'lender' });
  });

  it('creates a potential agent of the chosen company (201), whatever role the client sends', async () => {
    const res = await signup({ ...valid(), role: 'admin' });
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ role: 'potential_agent', companyId: everlend().id, companyName: 'Everlend', phoneNumber: '+254712345678' });
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: '+254712345678', password: 'secret1' } });
    expect(login.statusCode).toBe(200);
    expect(login.json().role).toBe('potential_agent');
  });

  it('refuses a duplicate email (any case) or phone number (any form) with 409', async () => {
    const email = await signup(valid({ email: 'GRACE@example.com', phoneNumber: '0712000001' }));
    expect(email.statusCode).toBe(409);
    expect(email.json().message).toBe('An account with this email already exists');
    const phone = await signup(valid({ email: 'other@example.com', phoneNumber: '254712345678' }));
    expect(phone.statusCode).toBe(409);
    expect(phone.json().message).toBe('An account with this phone number already exists');
    expect((await signup(valid({ email: DEMO.admin, phoneNumber: '0712000002' }))).statusCode).toBe(409);
  });

  it('answers 201 and 409 when the same sign-up arrives twice at once', async () => {
    const payload = valid({ email: 'twice@example.com', phoneNumber: '0712000099' });
    const results = await Promise.all([signup(payload), signup(payload)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('maps the unique indexes to the same 409 when the early check is raced', async () => {
    const base = { name: 'Racer', passwordHash: await hashPassword('racer-pass'), role: 'potential_agent' as const };
    const [agent] = await t.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
    await expect(insertAccount(t.deps.db, { ...base, email: 'GRACE@EXAMPLE.COM', phoneNumber: '+254712999001' })).rejects.toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
    await expect(insertAccount(t.deps.db, { ...base, email: 'racer@example.com', phoneNumber: '+254712345678' })).rejects.toMatchObject({ status: 409, code: 'PHONE_TAKEN' });
    expect(await insertAccount(t.deps.db, { ...base, email: 'racer2@example.com', phoneNumber: '+254712999002', agentCode: agent.agentCode })).toBeNull();
    expect(await t.deps.db.select().from(users).where(eq(users.name, 'Racer'))).toHaveLength(0);
  });

  it('refuses a company that does not exist, or none, with 400', async () => {
    const unknown = await signup(valid({ email: 'u1@example.com', phoneNumber: '0712000003', companyId: '6f1c1f4e-0000-4000-8000-000000000000' }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details.fields.companyId).toMatch(/choose a company/);
    const none = await signup(valid({ email: 'u2@example.com', phoneNumber: '0712000004', companyId: '' }));
    expect(none.statusCode).toBe(400);
    expect(none.json().details.fields.companyId).toBe('Company is required');
  });

  it('answers the spec messages for missing fields and refuses a bad phone number', async () => {
    const res = await signup({});
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({
      name: 'Name is required',
      password: 'Password is required',
      phoneNumber: 'Phone number is required',
      gender: 'Gender is required',
      companyId: 'Company is required',
    });
    const emptyEmail = await signup(valid({ email: '' }));
    expect(emptyEmail.json().details.fields.email).toBe('Email is required');
    const badPhone = await signup(valid({ email: 'u3@example.com', phoneNumber: '12ab' }));
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().details.fields.phoneNumber).toMatch(/valid phone number/);
  });

  it('names the rule a field broke: a name too long is not a missing name, "abc" is not a phone number', async () => {
    const res = await signup(valid({ email: 'u4@example.com', name: 'a'.repeat(300), phoneNumber: 'abc' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({ name: 'Name must be at most 120 characters', phoneNumber: PHONE_INVALID });
  });

  it('keeps no password in clear: only scrypt hashes in the users table', async () => {
    const rows = await t.deps.db.select().from(users);
    expect(rows.length).toBeGreaterThan(6);
    for (const row of rows) {
      expect(row.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[\w-]+\$[\w-]+$/);
      expect(JSON.stringify(row)).not.toContain('secret1');
      expect(JSON.stringify(row)).not.toContain('Demo@1234');
    }
    const [grace] = await t.deps.db.select().from(users).where(eq(users.email, 'grace@example.com'));
    expect(grace.role).toBe('potential_agent');
  });
});
