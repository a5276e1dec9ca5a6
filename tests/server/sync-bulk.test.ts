import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers, idempotencyKeys, pointEvents, users } from '@server/db/schema';
import { rowsOf } from '@server/db/rows';
import { compactResult } from '@server/modules/sync/compact-result';
import { advisoryLockId } from '@server/plugins/idempotency/keys';
import { comparable, device, type Entry, entryOf, type Result, sendAlone, sendEachAlone, syncBatch } from '../support/sync-compare';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor, usingPostgres } from '../support/test-app';

/**
 * A run of farmer registrations in one sync batch is written in bulk (plugins/bulk-writes.ts): whatever the
 * run holds, every entry must answer exactly what the same requests sent one at a time answer, and the
 * server must end with the same farmers and points.
 */
let serial = 0;
const phone = () => `+2541${90_000_000 + serial++}`;
const farmerBody = (extra: Record<string, unknown> = {}) => {
  const id = randomUUID();
  return { id, name: `Bulk Farmer ${serial}`, phoneNumber: phone(), gender: 'Female', county: 'Nakuru', cropType: 'Maize', ...extra };
};
const farmerEntry = (body: Record<string, unknown>, id?: string): Entry => entryOf('/farmers', body, id);

/** A run mixing plain new farmers with every case the bulk path must leave to the one-by-one path. */
function mixedRun(existingPhone: string, answeredBefore: Entry): Entry[] {
  const first = farmerBody();
  const withNationalId = farmerBody({ nationalId: 31_000_001 });
  const { id: _omitted, ...withoutId } = farmerBody();
  const repeated = farmerEntry(first, first.id as string);
  return [
    repeated,
    farmerEntry(withoutId),
    farmerEntry(farmerBody({ name: '' })),
    farmerEntry(farmerBody({ phoneNumber: existingPhone })),
    farmerEntry(farmerBody({ phoneNumber: first.phoneNumber })),
    repeated,
    farmerEntry(first),
    farmerEntry(withNationalId, withNationalId.id as string),
    farmerEntry(farmerBody({ nationalId: 31_000_001 })),
    answeredBefore,
    ...Array.from({ length: 6 }, () => {
      const body = farmerBody();
      return farmerEntry(body, body.id as string);
    }),
    ...[farmerBody({ county: 'Atlantis' }), farmerBody({ county: ' uasin-gishu ' })].map((body) => farmerEntry(body, body.id as string)),
  ];
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
    const answeredBefore = farmerEntry(farmerBody());
    const entries = mixedRun(await existingPhoneOf(batched), answeredBefore);
    for (const t of [batched, single]) expect((await sendAlone(t, answeredBefore)).status).toBe(201);

    const viaBatch = await syncBatch(batched, entries);
    const oneByOne = await sendEachAlone(single, entries);

    expect(viaBatch.map((r) => r.status)).toEqual([201, 201, 400, 409, 409, 201, 201, 201, 409, 201, 201, 201, 201, 201, 201, 201, 400, 201]);
    const generated = (results: Result[]) => new Set([results[1].serverId as string]);
    expect(comparable(viaBatch, generated(viaBatch))).toEqual(comparable(oneByOne, generated(oneByOne)));
    expect(viaBatch[5]).toEqual(viaBatch[0]);
    // Another key for the same farmer id answers that farmer again: the phone learns its id differs from the entry's.
    expect({ ...viaBatch[6], id: viaBatch[0].id, serverId: undefined }).toEqual(viaBatch[0]);
    expect(viaBatch[6].serverId).toBe(entries[0].id);

    const [a, b] = [await bulkFarmers(batched), await bulkFarmers(single)];
    expect(a).toHaveLength(11);
    expect(a.filter((f) => f.county === 'Uasin Gishu')).toHaveLength(1);
    expect(a.map((f) => f.phoneNumber).sort()).toEqual(b.map((f) => f.phoneNumber).sort());
    expect(await bulkPoints(batched)).toBe(11);
    expect(await bulkPoints(single)).toBe(11);

    expect(await syncBatch(batched, entries)).toEqual(viaBatch);
    expect(await bulkFarmers(batched)).toHaveLength(11);
    const alone = await sendAlone(batched, entries[10]);
    expect(alone.replayed).toBe(true);
    expect(compactResult(entries[10], alone)).toEqual(viaBatch[10]);
  });

  it('keeps the queued order in the register (newest first) and awards company admins nothing', async () => {
    const bodies = Array.from({ length: 5 }, () => farmerBody({ name: `Bulk Farmer ordered ${randomUUID().slice(0, 8)}` }));
    const headers = bearer(await tokenFor(batched, DEMO.seedAdmin));
    const res = await batched.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries: bodies.map((b) => farmerEntry(b)) } });
    expect(res.json().results.map((r: Result) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const list = await batched.app.inject({ method: 'GET', url: '/api/farmers?name=ordered&limit=5', headers });
    expect(list.json().farmers.map((f: { name: string }) => f.name)).toEqual(bodies.map((b) => b.name).reverse());
    const [admin] = await batched.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAdmin));
    expect(await batched.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, admin.id), eq(pointEvents.activityType, 'REGISTER_FARMER')))).toHaveLength(0);
  });

  it('the same batch of 20 sent twice at once (a retry racing its first send) writes each farmer, point and stored answer once', async () => {
    const entries = Array.from({ length: 20 }, () => {
      const body = farmerBody();
      return farmerEntry(body, body.id as string);
    });
    const [first, second] = await Promise.all([syncBatch(batched, entries), syncBatch(batched, entries)]);
    for (const i of entries.keys()) {
      // Each entry is applied by one of the two; the other replays it (201) or meets it in flight (409, resent later).
      expect([first[i].status, second[i].status]).toContain(201);
      expect([201, 409]).toEqual(expect.arrayContaining([first[i].status, second[i].status]));
    }
    const ids = entries.map((e) => e.id);
    expect(await batched.deps.db.select({ id: farmers.id }).from(farmers).where(inArray(farmers.id, ids))).toHaveLength(20);
    expect(await batched.deps.db.select({ id: pointEvents.id }).from(pointEvents).where(inArray(pointEvents.sourceKey, ids.map((id) => `farmer:${id}`)))).toHaveLength(20);
    expect(await batched.deps.db.select({ key: idempotencyKeys.key }).from(idempotencyKeys).where(inArray(idempotencyKeys.key, ids))).toHaveLength(20);
    expect((await syncBatch(batched, entries)).map((r) => r.status)).toEqual(Array(20).fill(201));
  });

  it('refuses every entry of a role the endpoint refuses, one by one, as the single request would', async () => {
    const headers = bearer(await tokenFor(batched, DEMO.admin));
    const entries = [farmerEntry(farmerBody()), farmerEntry(farmerBody())];
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
    const entries = [farmerBody(), farmerBody(), farmerBody()].map((b) => farmerEntry(b));
    const other = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1::bigint)', [advisoryLockId(agent.id, entries[1].id)]);
      const res = await t.app.inject({ method: 'POST', url: '/api/sync', headers, payload: { device, entries } });
      expect(res.json().results.map((r: Result) => [r.status, r.body?.code])).toEqual([
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
