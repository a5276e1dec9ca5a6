import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, pointEvents, users } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
const ids = { seedsasa: '', everlend: '', seedAgent: '', seedAdmin: '' };

async function companyIdOf(slug: string) {
  const [c] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, slug));
  return c.id;
}

let serial = 0;
/** A valid registration with a phone number and national id no other test uses. */
function newFarmer(overrides: Record<string, unknown> = {}) {
  serial += 1;
  return {
    name: `Test Farmer ${serial}`,
    phoneNumber: `07${String(55_000_000 + serial)}`,
    gender: 'Female',
    county: 'Nakuru',
    cropType: 'Maize',
    nationalId: 30_000_000 + serial,
    age: 40,
    ...overrides,
  };
}

const list = (who: keyof typeof DEMO, query = '') => t.app.inject({ method: 'GET', url: `/api/farmers${query}`, headers: bearer(tokens[who]) });
const register = (who: keyof typeof DEMO, body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/farmers', headers: { ...bearer(tokens[who]), ...headers }, payload: body as object });
const countWhere = async (where: ReturnType<typeof eq>) => (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(where))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key]);
  ids.seedsasa = await companyIdOf('seedsasa');
  ids.everlend = await companyIdOf('everlend');
  const [agent] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
  ids.seedAgent = agent.id;
});
afterAll(() => t.close());

describe('GET /api/farmers', () => {
  it('pages the company register, 10 per page, newest first, with the filter lists of the company', async () => {
    const res = await list('seedAgent');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const total = await countWhere(eq(farmers.companyId, ids.seedsasa));
    expect(total).toBeGreaterThan(10);
    expect(body.pagination).toEqual({ currentPage: 1, totalPages: Math.ceil(total / 10), totalItems: total, limit: 10 });
    expect(body.farmers).toHaveLength(10);
    expect(body.farmers.every((f: { companyId: string; company: { name: string } }) => f.companyId === ids.seedsasa && f.company.name === 'SeedSasa')).toBe(true);
    const dates = body.farmers.map((f: { createdAt: string }) => f.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(body.filters.companies).toEqual([{ id: ids.seedsasa, name: 'SeedSasa' }]);
    expect(body.filters.counties.length).toBeGreaterThan(2);
    expect(body.filters.cropTypes).toContain('Maize');
    expect(body.filters.genders).toEqual(expect.arrayContaining(['Female', 'Male']));

    const page2 = (await list('seedAgent', '?page=2')).json();
    expect(page2.pagination.currentPage).toBe(2);
    const firstIds = new Set(body.farmers.map((f: { id: string }) => f.id));
    expect(page2.farmers.some((f: { id: string }) => firstIds.has(f.id))).toBe(false);
  });

  it("ignores another company's companyId for a company admin", async () => {
    const body = (await list('seedAdmin', `?companyId=${ids.everlend}&limit=100`)).json();
    expect(body.farmers.length).toBeGreaterThan(0);
    expect(body.farmers.every((f: { companyId: string }) => f.companyId === ids.seedsasa)).toBe(true);
    expect(body.filters.companies).toEqual([{ id: ids.seedsasa, name: 'SeedSasa' }]);
  });

  it('shows admin every company and lets admin filter by company', async () => {
    const all = (await list('admin', '?limit=100')).json();
    const total = (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers))[0].n;
    expect(all.pagination.totalItems).toBe(total);
    expect(new Set(all.farmers.map((f: { companyId: string }) => f.companyId))).toEqual(new Set([ids.seedsasa, ids.everlend]));
    expect(all.filters.companies.map((c: { name: string }) => c.name)).toEqual(['Everlend', 'Mavuno Inputs', 'SeedSasa']);
    const everlend = (await list('admin', `?companyId=${ids.everlend}&limit=100`)).json();
    expect(everlend.pagination.totalItems).toBe(await countWhere(eq(farmers.companyId, ids.everlend)));
    expect(everlend.farmers.every((f: { companyId: string }) => f.companyId === ids.everlend)).toBe(true);
  });

  it('filters by county, gender, crop type, registering user and name (start of any word, any case)', async () => {
    const scoped = (extra: ReturnType<typeof eq>) => and(eq(farmers.companyId, ids.seedsasa), extra)!;
    const county = (await list('seedAgent', '?county=Nakuru&limit=100')).json();
    expect(county.farmers.every((f: { county: string }) => f.county === 'Nakuru')).toBe(true);
    expect(county.pagination.totalItems).toBe(await countWhere(scoped(eq(farmers.county, 'Nakuru'))));
    const gender = (await list('seedAgent', '?gender=Male&cropType=Beans&limit=100')).json();
    expect(gender.farmers.every((f: { gender: string; cropType: string }) => f.gender === 'Male' && f.cropType === 'Beans')).toBe(true);
    const byAgent = (await list('seedAdmin', `?registeredById=${ids.seedAgent}&limit=100`)).json();
    expect(byAgent.pagination.totalItems).toBe(await countWhere(scoped(eq(farmers.registeredById, ids.seedAgent))));
    expect(byAgent.pagination.totalItems).toBeGreaterThan(0);

    const [someone] = await t.deps.db.select({ name: farmers.name }).from(farmers).where(eq(farmers.companyId, ids.seedsasa)).limit(1);
    const surname = someone.name.split(' ')[1];
    const byName = (await list('seedAgent', `?name=${surname.slice(0, 4).toUpperCase()}`)).json();
    expect(byName.farmers.length).toBeGreaterThan(0);
    expect(byName.farmers.every((f: { name: string }) => f.name.toLowerCase().split(' ').some((w) => w.startsWith(surname.slice(0, 4).toLowerCase())))).toBe(true);
    expect((await list('seedAgent', '?name=%25')).json().pagination.totalItems).toBe(0);
  });

  it('refuses roles outside the engage group and unknown ids', async () => {
    expect((await list('recruit')).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/farmers' })).statusCode).toBe(401);
    expect((await list('admin', '?companyId=not-a-uuid')).statusCode).toBe(400);
  });
});

describe('POST /api/farmers', () => {
  it('answers the form messages of the spec for missing fields and bad numbers', async () => {
    const res = await register('seedAgent', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toMatchObject({
      name: 'Full name is required',
      phoneNumber: 'Phone number is required',
      gender: 'Gender is required',
      county: 'County is required',
    });
    const blank = await register('seedAgent', { name: ' ', phoneNumber: '', gender: 'Female', county: '' });
    expect(blank.json().details.fields).toMatchObject({ name: 'Full name is required', phoneNumber: 'Phone number is required', county: 'County is required' });
    const numbers = await register('seedAgent', newFarmer({ age: 'old', nationalId: 'abc' }));
    expect(numbers.json().details.fields).toMatchObject({ age: 'Age must be a number', nationalId: 'National ID must be a number' });
    const hostile = await register('seedAgent', newFarmer({ name: 'Ann\u0000', village: 'x'.repeat(81) }));
    expect(hostile.statusCode).toBe(400);
    expect(hostile.json()).toMatchObject({ code: 'INVALID_CHARACTER', details: { fields: { name: 'Contains a character that is not allowed (NUL, \\u0000)' } } });
    expect((await register('seedAgent', newFarmer({ village: 'x'.repeat(81) }))).json().details.fields).toMatchObject({ village: 'At most 80 characters' });
    expect((await list('seedAgent', '?county=%00')).statusCode).toBe(400);
  });

  it("registers in the caller's company as the caller, ignoring a client companyId and registeredById", async () => {
    const body = newFarmer({ phoneNumber: '0712 000 001', companyId: ids.everlend, companyName: 'Everlend', registeredById: ids.everlend, subCounty: '' });
    const res = await register('seedAgent', body);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({ name: body.name, phoneNumber: '+254712000001', companyId: ids.seedsasa, registeredById: ids.seedAgent, subCounty: null });
    expect(data.company.name).toBe('SeedSasa');
    const points = await t.deps.db.select().from(pointEvents).where(eq(pointEvents.sourceKey, `farmer:${data.id}`));
    expect(points).toHaveLength(1);
    expect(points[0]).toMatchObject({ userId: ids.seedAgent, activityType: 'REGISTER_FARMER', points: 10 });
  });

  it('refuses admin (Add New is hidden for admin) and gives company admins no points', async () => {
    expect((await register('admin', newFarmer())).statusCode).toBe(403);
    const res = await register('seedAdmin', newFarmer());
    expect(res.statusCode).toBe(201);
    expect(await t.deps.db.select().from(pointEvents).where(eq(pointEvents.sourceKey, `farmer:${res.json().data.id}`))).toHaveLength(0);
  });

  it('refuses a phone number or national id already registered in the company with 409 naming the field', async () => {
    const first = newFarmer();
    expect((await register('seedAgent', first)).statusCode).toBe(201);
    const samePhone = await register('seedAdmin', newFarmer({ phoneNumber: `+254${first.phoneNumber.slice(1)}` }));
    expect(samePhone.statusCode).toBe(409);
    expect(samePhone.json().message).toBe(`A farmer with phone number +254${first.phoneNumber.slice(1)} is already registered`);
    expect(Object.keys(samePhone.json().details.fields)).toEqual(['phoneNumber']);
    const sameId = await register('seedAgent', newFarmer({ nationalId: first.nationalId }));
    expect(sameId.statusCode).toBe(409);
    expect(sameId.json().message).toBe(`A farmer with national ID ${first.nationalId} is already registered`);
    expect(sameId.json().details.fields).toEqual({ nationalId: expect.any(String) });
    // Another company may register the same person.
    expect((await register('lenderAgent', { ...first })).statusCode).toBe(201);
  });

  it('answers the stored farmer when the same id is registered again, with points once', async () => {
    const id = crypto.randomUUID();
    const body = newFarmer({ id });
    const a = await register('seedAgent', body);
    const b = await register('seedAgent', body);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.json().data).toEqual(a.json().data);
    expect(a.json().data.id).toBe(id);
    expect(await countWhere(eq(farmers.id, id))).toBe(1);
    expect(await t.deps.db.select().from(pointEvents).where(eq(pointEvents.sourceKey, `farmer:${id}`))).toHaveLength(1);
    const elsewhere = await register('lenderAgent', newFarmer({ id }));
    expect(elsewhere.statusCode).toBe(409);
  });

  it('replays the stored answer for a repeated Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const body = newFarmer();
    const a = await register('seedAgent', body, { 'idempotency-key': key });
    const b = await register('seedAgent', body, { 'idempotency-key': key });
    expect(a.statusCode).toBe(201);
    expect(b.statusCode).toBe(201);
    expect(b.json()).toEqual(a.json());
    expect(await countWhere(eq(farmers.phoneNumber, `+254${body.phoneNumber.slice(1)}`))).toBe(1);
  });

  it('creates exactly one farmer from ten concurrent requests with one key', async () => {
    const key = crypto.randomUUID();
    const body = newFarmer();
    const answers = await Promise.all(Array.from({ length: 10 }, () => register('seedAgent', body, { 'idempotency-key': key })));
    const created = answers.filter((r) => r.statusCode === 201);
    expect(created.length).toBeGreaterThan(0);
    expect(answers.every((r) => r.statusCode === 201 || (r.statusCode === 409 && r.json().code === 'IN_FLIGHT'))).toBe(true);
    expect(new Set(created.map((r) => r.json().data.id)).size).toBe(1);
    expect(await countWhere(eq(farmers.phoneNumber, `+254${body.phoneNumber.slice(1)}`))).toBe(1);
    const id = created[0].json().data.id;
    expect(await t.deps.db.select().from(pointEvents).where(eq(pointEvents.sourceKey, `farmer:${id}`))).toHaveLength(1);
  });
});
