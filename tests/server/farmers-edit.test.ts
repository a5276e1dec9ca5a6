import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { farmerHistory, farmers } from '@server/db/schema';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
let serial = 0;

const register = async (who: keyof typeof DEMO = 'seedAgent', extra: Record<string, unknown> = {}) => {
  serial += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/farmers',
    headers: bearer(tokens[who]),
    payload: { name: `Edit Farmer ${serial}`, phoneNumber: `07${String(58_000_000 + serial)}`, gender: 'Male', county: 'Nakuru', village: 'Njoro', ...extra },
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; phoneNumber: string; name: string };
};
const edit = (who: keyof typeof DEMO, id: string, body: unknown, occurredAt?: string) =>
  t.app.inject({
    method: 'PUT',
    url: `/api/farmers/${id}`,
    headers: { ...bearer(tokens[who]), ...(occurredAt ? { 'x-occurred-at': occurredAt } : {}) },
    payload: body as object,
  });
const historyOf = (id: string) => t.deps.db.select().from(farmerHistory).where(eq(farmerHistory.farmerId, id));
const minutesAgo = (n: number) => new Date(t.clock.now().getTime() - n * 60_000).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key], new Date(t.clock.now().getTime() - 86_400_000));
});
afterAll(() => t.close());

describe('PUT /api/farmers/{id}', () => {
  it('corrects the fields sent, with the registration checks, and keeps the change in the history', async () => {
    const farmer = await register();
    const res = await edit('seedAgent', farmer.id, { name: 'Corrected Name', county: 'uasin gishu', village: '', age: 41, location: { latitude: 0.52, longitude: 35.27, accuracyMeters: 8 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Corrected Name', county: 'Uasin Gishu', village: null, age: 41, gender: 'Male', location: { latitude: 0.52, longitude: 35.27, accuracyMeters: 8 } });
    const [entry] = await historyOf(farmer.id);
    expect(entry.applied).toBe(true);
    expect(entry.changes).toEqual({
      name: { from: farmer.name, to: 'Corrected Name' },
      county: { from: 'Nakuru', to: 'Uasin Gishu' },
      village: { from: 'Njoro', to: null },
      age: { from: null, to: 41 },
      location: { from: null, to: { latitude: 0.52, longitude: 35.27, accuracyMeters: 8 } },
    });
    const byName = (await t.app.inject({ method: 'GET', url: '/api/farmers?name=corrected', headers: bearer(tokens.seedAgent) })).json();
    expect(byName.farmers.map((f: { id: string }) => f.id)).toContain(farmer.id);
    const byCounty = (await t.app.inject({ method: 'GET', url: '/api/farmers?limit=1', headers: bearer(tokens.seedAgent) })).json();
    expect(byCounty.filters.counties).toContain('Uasin Gishu');
  });

  it('refuses a phone number registered to another farmer (409) and a county outside the list (400)', async () => {
    const [a, b] = [await register(), await register()];
    const duplicate = await edit('seedAgent', a.id, { phoneNumber: b.phoneNumber });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().details.fields.phoneNumber).toMatch(/already registered/);
    expect((await edit('seedAgent', a.id, { county: 'Atlantis' })).statusCode).toBe(400);
    expect((await edit('seedAgent', a.id, { phoneNumber: a.phoneNumber, name: a.name })).statusCode).toBe(200);
    expect(await historyOf(a.id)).toHaveLength(0);
  });

  it("lets agents correct only their own farmers, company admins their company's, admin any", async () => {
    const byAdmin = await register('seedAdmin');
    expect((await edit('seedAgent', byAdmin.id, { farmSize: '2 acres' })).statusCode).toBe(403);
    const byAgent = await register('seedAgent');
    expect((await edit('seedAdmin', byAgent.id, { farmSize: '2 acres' })).statusCode).toBe(200);
    expect((await edit('lenderAdmin', byAgent.id, { farmSize: '3 acres' })).statusCode).toBe(404);
    expect((await edit('admin', byAgent.id, { farmSize: '4 acres' })).statusCode).toBe(200);
    expect((await edit('admin', crypto.randomUUID(), { farmSize: '4 acres' })).statusCode).toBe(404);
  });

  it('applies the later act: an edit acted before the last applied one is kept in the history only', async () => {
    const farmer = await register();
    expect((await edit('seedAgent', farmer.id, { village: 'Later' }, minutesAgo(5))).statusCode).toBe(200);
    const late = await edit('seedAdmin', farmer.id, { village: 'Earlier', ward: 'Mau Narok' }, minutesAgo(30));
    expect(late.statusCode).toBe(200);
    expect(late.json().data).toMatchObject({ village: 'Later', ward: null });
    expect((await edit('seedAgent', farmer.id, { village: 'Latest' }, minutesAgo(1))).json().data.village).toBe('Latest');
    const history = (await historyOf(farmer.id)).sort((x, y) => x.recordedAt.getTime() - y.recordedAt.getTime());
    expect(history.map((h) => [h.applied, h.changes.village?.to])).toEqual([
      [false, 'Earlier'],
      [true, 'Later'],
      [true, 'Latest'],
    ]);
    const [stored] = await t.deps.db.select({ editedAt: farmers.editedAt }).from(farmers).where(eq(farmers.id, farmer.id));
    expect(stored.editedAt?.toISOString()).toBe(minutesAgo(1));
  });

  it('is idempotent by its key and queued like every write in the sync batch', async () => {
    const farmer = await register();
    const headers = { ...bearer(tokens.seedAgent), 'idempotency-key': crypto.randomUUID() };
    const once = await t.app.inject({ method: 'PUT', url: `/api/farmers/${farmer.id}`, headers, payload: { cropType: 'Beans' } });
    const again = await t.app.inject({ method: 'PUT', url: `/api/farmers/${farmer.id}`, headers, payload: { cropType: 'Beans' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(once.json());
    const id = crypto.randomUUID();
    t.clock.advance(1000);
    const synced = await t.app.inject({
      method: 'POST',
      url: '/api/sync',
      headers: bearer(tokens.seedAgent),
      payload: { device: { backlog: 0, oldestEntryAgeSeconds: 0, deviceId: 'edit-phone' }, entries: [{ id, method: 'PUT', path: `/farmers/${farmer.id}`, body: { cropType: 'Tea' } }] },
    });
    // The compact answer (ADR 0051) names the farmer, whose id is not the entry's.
    expect(synced.json().results[0]).toEqual({ id, status: 200, serverId: farmer.id, recordedAt: expect.any(String) });
    expect((await t.deps.db.select().from(farmers).where(eq(farmers.id, farmer.id)))[0].cropType).toBe('Tea');
    expect(await historyOf(farmer.id)).toHaveLength(2);
  });
});

describe('GET /api/farmers/{id}', () => {
  it('answers the farmer with sales and loans (totals over all), who registered them and the history', async () => {
    const farmer = await register();
    await edit('seedAgent', farmer.id, { village: 'Moved' });
    for (const amountKes of [1200, 800.5]) {
      const sale = await t.app.inject({
        method: 'POST',
        url: '/api/sales',
        headers: bearer(tokens.seedAgent),
        payload: { farmerId: farmer.id, product: 'DK 8031', quantity: 2, unit: 'Kg', amountKes, saleDate: '2026-11-20' },
      });
      expect(sale.statusCode).toBe(201);
    }
    const res = await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.id}`, headers: bearer(tokens.seedAgent) });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ id: farmer.id, village: 'Moved', registeredBy: { name: expect.any(String) }, recordedAt: expect.any(String) });
    expect(body.sales.items).toHaveLength(2);
    expect(body.sales.totals).toEqual({ count: 2, amountKes: 2000.5 });
    expect(body.loans).toEqual({ items: [], totals: { count: 0, amount: 0, amountPaid: 0, balance: 0 } });
    expect(body.history).toEqual([
      { id: expect.any(String), editedBy: { name: expect.any(String) }, recordedAt: expect.any(String), changes: { village: { from: 'Njoro', to: 'Moved' } }, applied: true },
    ]);
  });

  it("answers 404 for another company's farmer and lets admin read any", async () => {
    const farmer = await register();
    expect((await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.id}`, headers: bearer(tokens.lenderAgent) })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/farmers/${farmer.id}`, headers: bearer(tokens.admin) })).statusCode).toBe(200);
  });
});
