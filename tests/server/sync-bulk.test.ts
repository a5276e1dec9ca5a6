import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, pointEvents, users } from '../../src/server/db/schema';
import { rowsOf } from '../../src/server/db/migrate';
import { advisoryLockId } from '../../src/server/plugins/idempotency';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor, usingPostgres } from '../support/test-app';

/**
 * A run of farmer registrations in one sync batch is written in bulk (plugins/bulk-writes.ts): whatever the
 * run holds, every entry must answer exactly what the same requests sent one at a time answer, and the
 * server must end with the same farmers and points.
 */
type Entry = { id: string; method: 'POST'; path: string; body: Record<string, unknown> };
type Result = { id: string; status: number; body: Record<string, unknown> };

const device = { backlog: 0, oldestEntryAgeSeconds: 0, deviceId: 'bulk-phone' };
let serial = 0;
const phone = () => `+2541${90_000_000 + serial++}`;
const farmerBody = (extra: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return { id, name: `Bulk Farmer ${serial}`, phoneNumber: phone(), gender: 'Female', county: 'Nakuru', cropType: 'Maize', ...extra };
};
const entryOf = (body: Record<string, unknown>, id: string = randomUUID()): Entry => ({ id, method: 'POST', path: '/farmers', body });

/** A run mixing plain new farmers with every case the bulk path must leave to the one-by-one path. */
function mixedRun(existingPhone: string, answeredBefore: Entry): Entry[] {
  const first = farmerBody();
  const withNationalId = farmerBody({ nationalId: 31_000_001 });
  const { id: _omitted, ...withoutId } = farmerBody();
  const repeated = entryOf(first, first.id as string);
  return [
    repeated,
    entryOf(withoutId),
    entryOf(farmerBody({ name: '' })),
    entryOf(farmerBody({ phoneNumber: existingPhone })),
    entryOf(farmerBody({ phoneNumber: first.phoneNumber })),
    repeated,
    entryOf(first),
    entryOf(withNationalId, withNationalId.id as string),
    entryOf(farmerBody({ nationalId: 31_000_001 })),
    answeredBefore,
    ...Array.from({ length: 6 }, () => {
      const body = farmerBody();
      return entryOf(body, body.id as string);
    }),
  ];
}

/** What may differ between two servers given the same requests: times, ids the server picks, seeded ids. */
function comparable(results: Result[], generatedIds: Set<string>) {
  return results.map(({ status, body }) => {
    const data = body.data as Record<string, unknown> | undefined;
    if (!data) return { status, body };
    const id = generatedIds.has(data.id as string) ? 'generated' : data.id;
    return { status, body: { data: { ...data, id, createdAt: expect.any(String), companyId: expect.any(String), registeredById: expect.any(String) } } };
  });
}

async function existingPhoneOf(t: TestApp): Promise<string> {
  const [row] = await t.deps.db
    .select({ phoneNumber: farmers.phoneNumber })
    .from(farmers)
    .innerJoin(companies, eq(companies.id, farmers.companyId))
    .where(eq(companies.slug, 'seedsasa'))
    .limit(1);
  return row.phoneNumber;
}

const bulkFarmers = (t: TestApp) => t.deps.db.select().from(farmers).where(like(farmers.name, 'Bulk Farmer %'));
const bulkPoints = async (t: TestApp) =>
  rowsOf<{ n: number }>(
    await t.deps.db.execute(
      sql`select count(*)::int as n from ${pointEvents} p join ${farmers} f on p.source_key = 'farmer:' || f.id::text where f.name like 'Bulk Farmer %'`,
    ),
  )[0].n;

describe('POST /api/sync: a run of farmer registrations written in bulk', () => {
  let batched: TestApp;
  let single: TestApp;

  beforeAll(async () => {
    [batched, single] = await Promise.all([createTestApp(), createTestApp()]);
  });
  afterAll(async () => {
    await Promise.all([batched?.close(), single?.close()]);
  });

  it('answers every entry as the same requests sent one by one would, and stores the same farmers and points', async () => {
    const answeredBefore = entryOf(farmerBody());
    const entries = mixedRun(await existingPhoneOf(batched), answeredBefore);
    const headersIn = async (t: TestApp) => bearer(await tokenFor(t, DEMO.seedAgent));

    const send = async (t: TestApp, entry: Entry): Promise<Result> => {
      const res = await t.app.inject({ method: 'POST', url: '/api/farmers', headers: { ...(await headersIn(t)), 'idempotency-key': entry.id }, payload: entry.body });
      return { id: entry.id, status: res.statusCode, body: res.json() };
    };
    for (const t of [batched, single]) expect((await send(t, answeredBefore)).status).toBe(201);

    const res = await batched.app.inject({ method: 'POST', url: '/api/sync', headers: await headersIn(batched), payload: { device, entries } });
    expect(res.statusCode).toBe(200);
    const viaBatch = res.json().results as Result[];
    const oneByOne: Result[] = [];
    for (const entry of entries) oneByOne.push(await send(single, entry));

    expect(viaBatch.map((r) => r.status)).toEqual([201, 201, 400, 409, 409, 201, 201, 201, 409, 201, 201, 201, 201, 201, 201, 201]);
    const generated = (results: Result[]) => new Set([(results[1].body.data as { id: string }).id]);
    expect(comparable(viaBatch, generated(viaBatch))).toEqual(comparable(oneByOne, generated(oneByOne)));
    expect(viaBatch[5].body).toEqual(viaBatch[0].body);
    expect(viaBatch[6].body).toEqual(viaBatch[0].body);

    const [a, b] = [await bulkFarmers(batched), await bulkFarmers(single)];
    expect(a).toHaveLength(10);
    expect(a.map((f) => f.phoneNumber).sort()).toEqual(b.map((f) => f.phoneNumber).sort());
    expect(await bulkPoints(batched)).toBe(10);
    expect(await bulkPoints(single)).toBe(10);

    const again = (await batched.app.inject({ method: 'POST', url: '/api/sync', headers: await headersIn(batched), payload: { device, entries } })).json().results;
    expect(again).toEqual(viaBatch);
    expect(await bulkFarmers(batched)).toHaveLength(10);
    const alone = await batched.app.inject({
      method: 'POST',
      url: '/api/farmers',
      headers: { ...(await headersIn(batched)), 'idempotency-key': entries[10].id },
      payload: entries[10].body,
    });
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.json()).toEqual(viaBatch[10].body);
  });

  it('keeps the queued order in the register (newest first) and awards company admins nothing', async () => {
    const bodies = Array.from({ length: 5 }, () => farmerBody({ name: `Bulk Farmer ordered ${randomUUID().slice(0, 8)}` }));
    const headers = bearer(await tokenFor(batched, DEMO.seedAdmin));
    const res = await batched.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries: bodies.map((b) => entryOf(b)) } });
    expect(res.json().results.map((r: Result) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const list = await batched.app.inject({ method: 'GET', url: '/api/farmers?name=ordered&limit=5', headers });
    expect(list.json().farmers.map((f: { name: string }) => f.name)).toEqual(bodies.map((b) => b.name).reverse());
    const [admin] = await batched.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAdmin));
    expect(await batched.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, admin.id), eq(pointEvents.activityType, 'REGISTER_FARMER')))).toHaveLength(0);
  });

  it('refuses every entry of a role the endpoint refuses, one by one, as the single request would', async () => {
    const headers = bearer(await tokenFor(batched, DEMO.admin));
    const entries = [entryOf(farmerBody()), entryOf(farmerBody())];
    const res = await batched.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries } });
    expect(res.json().results.map((r: Result) => r.status)).toEqual([403, 403]);
  });
});

describe.runIf(usingPostgres())('POST /api/sync: a bulk run meeting a key in flight elsewhere (PostgreSQL)', () => {
  let t: TestApp;
  afterAll(() => t?.close());

  it('goes one by one: only the entry in flight answers 409, and its resend is written once', async () => {
    t = await createTestApp();
    const headers = bearer(await tokenFor(t, DEMO.seedAgent));
    const [agent] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
    const entries = [farmerBody(), farmerBody(), farmerBody()].map((b) => entryOf(b));
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1::bigint)', [advisoryLockId(agent.id, entries[1].id)]);
      const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries } });
      expect(res.json().results.map((r: Result) => [r.status, r.body.code])).toEqual([
        [201, undefined],
        [409, 'IN_FLIGHT'],
        [201, undefined],
      ]);
    } finally {
      await other.end();
    }
    const again = await t.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries } });
    expect(again.json().results.map((r: Result) => r.status)).toEqual([201, 201, 201]);
    expect(await bulkFarmers(t)).toHaveLength(3);
  });
});
