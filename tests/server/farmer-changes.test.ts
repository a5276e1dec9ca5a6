import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import { companies, farmers, users } from '@server/db/schema';
import { purgeOldTombstones, TOMBSTONE_RETENTION_DAYS } from '@server/modules/farmers/farmer-changes.service';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor, usingPostgres } from '../support/test-app';

interface Answer {
  farmers: { id: string; name: string; companyId: string }[];
  removed: string[];
  cursor: string;
  more: boolean;
}

let t: TestApp;
const tokens = {} as Record<keyof typeof DEMO, string>;
let seedsasa = '';
let everlend = '';
let serial = 0;

const changes = (who: keyof typeof DEMO, cursor?: string, limit?: number) =>
  t.app.inject({ method: 'GET', url: '/api/farmers/changes', query: { ...(cursor ? { cursor } : {}), ...(limit === undefined ? {} : { limit: String(limit) }) }, headers: bearer(tokens[who]) });

/**
 * On PostgreSQL a snapshot's xmin spans the whole cluster: a transaction of another test file, open when a cursor
 * is issued, makes the next refresh send again what it already sent (harmless to a phone, ADR 0050, but not the
 * exact lists these tests compare). Each read waits, a few seconds at most, for a moment with no transaction open.
 */
async function quietHorizon() {
  if (!usingPostgres()) return;
  for (const until = Date.now() + 10_000; Date.now() < until; await new Promise((r) => setTimeout(r, 20))) {
    const [row] = rowsOf<{ quiet: boolean }>(await t.deps.db.execute(sql`select pg_snapshot_xmin(s) = pg_snapshot_xmax(s) as quiet from (select pg_current_snapshot() as s) x`));
    if (row.quiet) return;
  }
}

/** Every page until `more` is false: what a phone's refresh receives. */
async function walk(who: keyof typeof DEMO, cursor?: string, limit?: number, quiet = true) {
  const all = { farmers: [] as Answer['farmers'], removed: [] as string[], cursor: cursor ?? '', pages: 0, bytes: 0 };
  for (let more = true; more; ) {
    if (quiet) await quietHorizon();
    const res = await changes(who, all.cursor || undefined, limit);
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json() as Answer;
    all.farmers.push(...answer.farmers);
    all.removed.push(...answer.removed);
    all.cursor = answer.cursor;
    all.pages += 1;
    all.bytes += res.rawPayload.length;
    more = answer.more;
  }
  return all;
}

const register = async (who: keyof typeof DEMO = 'seedAgent', extra: Record<string, unknown> = {}) => {
  serial += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/farmers',
    headers: bearer(tokens[who]),
    payload: { name: `Changes Farmer ${serial}`, phoneNumber: `07${String(57_000_000 + serial)}`, gender: 'Female', county: 'Nakuru', ...extra },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; name: string; phoneNumber: string };
};
const edit = (id: string, body: object) => t.app.inject({ method: 'PUT', url: `/api/farmers/${id}`, headers: bearer(tokens.seedAgent), payload: body });
const companyCount = async (companyId: string) =>
  (await t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).where(eq(farmers.companyId, companyId)))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  for (const key of Object.keys(DEMO) as (keyof typeof DEMO)[]) tokens[key] = await tokenFor(t, DEMO[key]);
  const slugs = await t.deps.db.select({ id: companies.id, slug: companies.slug }).from(companies);
  seedsasa = slugs.find((c) => c.slug === 'seedsasa')!.id;
  everlend = slugs.find((c) => c.slug === 'everlend')!.id;
}, 180_000);
afterAll(() => t?.close());

describe('GET /api/farmers/changes', () => {
  it('downloads the whole register of the caller’s company in pages, then a refresh with nothing changed is empty and small', async () => {
    const first = await walk('seedAgent', undefined, 7);
    expect(first.pages).toBeGreaterThan(1);
    expect(new Set(first.farmers.map((f) => f.id)).size).toBe(await companyCount(seedsasa));
    expect(first.farmers.every((f) => f.companyId === seedsasa)).toBe(true);
    expect(first.removed).toEqual([]);
    expect(Object.keys(first.farmers[0]).sort()).toEqual(
      ['age', 'companyId', 'county', 'createdAt', 'cropType', 'farmSize', 'gender', 'id', 'name', 'nationalId', 'phoneNumber', 'recordedAt', 'registeredBy', 'registeredById'].sort(),
    );
    const again = await walk('seedAgent', first.cursor);
    expect(again).toMatchObject({ farmers: [], removed: [], pages: 1 });
    expect(again.bytes).toBeLessThan(400);
  });

  it('a registration and an edit arrive as one record each; an edit that changes nothing moves nothing', async () => {
    const start = (await walk('seedAgent')).cursor;
    const added = await register();
    const one = await walk('seedAgent', start);
    expect(one.farmers.map((f) => f.id)).toEqual([added.id]);
    expect((await edit(added.id, { name: 'Changes Renamed' })).statusCode).toBe(200);
    const renamed = await walk('seedAgent', one.cursor);
    expect(renamed.farmers).toMatchObject([{ id: added.id, name: 'Changes Renamed' }]);
    expect((await edit(added.id, { name: 'Changes Renamed' })).statusCode).toBe(200);
    expect((await walk('seedAgent', renamed.cursor)).farmers).toEqual([]);
    // Another company's phones hear nothing of it.
    const lender = await walk('lenderAgent');
    await edit(added.id, { name: 'Changes Renamed Again' });
    expect((await walk('lenderAgent', lender.cursor)).farmers).toEqual([]);
  });

  it('a farmer deleted, or moved to another company, is removed from the company it left and added to the other', async () => {
    const [gone, moved] = [await register(), await register()];
    const seed = (await walk('seedAgent')).cursor;
    const lender = (await walk('lenderAgent')).cursor;
    const admin = (await walk('admin')).cursor;
    await t.deps.db.delete(farmers).where(eq(farmers.id, gone.id));
    await t.deps.db.update(farmers).set({ companyId: everlend }).where(eq(farmers.id, moved.id));

    const seedSide = await walk('seedAgent', seed);
    expect(seedSide.farmers).toEqual([]);
    expect(seedSide.removed.sort()).toEqual([gone.id, moved.id].sort());
    const lenderSide = await walk('lenderAgent', lender);
    expect(lenderSide).toMatchObject({ farmers: [{ id: moved.id, companyId: everlend }], removed: [] });
    // Every company at once (admin): the moved farmer is still there, in its new company.
    const adminSide = await walk('admin', admin);
    expect(adminSide.farmers.map((f) => f.id)).toEqual([moved.id]);
    expect(adminSide.removed).toEqual([gone.id]);

    // Back where it was: Seedsasa's phones get it again, Everlend's drop it.
    await t.deps.db.update(farmers).set({ companyId: seedsasa }).where(eq(farmers.id, moved.id));
    expect(await walk('seedAgent', seedSide.cursor)).toMatchObject({ farmers: [{ id: moved.id }], removed: [] });
    expect(await walk('lenderAgent', lenderSide.cursor)).toMatchObject({ farmers: [], removed: [moved.id] });
  });

  it('an agent handed to another agent is an edit of the record', async () => {
    const farmer = await register();
    const cursor = (await walk('seedAgent')).cursor;
    const [{ id: adminId }] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAdmin));
    await t.deps.db.update(farmers).set({ registeredById: adminId }).where(eq(farmers.id, farmer.id));
    expect((await walk('seedAgent', cursor)).farmers).toMatchObject([{ id: farmer.id, registeredById: adminId }]);
  });

  it('answers 409 CURSOR_STALE for a cursor of another scope, ahead of this database or older than the purged removals; 400 for no cursor at all', async () => {
    const seed = (await walk('seedAgent')).cursor;
    const other = await changes('lenderAgent', seed);
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('CURSOR_STALE');
    const ahead = seed.replace(/^(1\.[^.]+)\.\d+/, '$1.999999999');
    expect((await changes('seedAgent', ahead)).json().code).toBe('CURSOR_STALE');
    for (const bad of ['nonsense', '1.all.1.2.3', `1.${seedsasa}.-1.0.0.0`, `${seed}.1`]) expect((await changes('seedAgent', bad)).statusCode).toBe(400);
    expect((await changes('seedAgent', undefined, 0)).statusCode).toBe(400);
    expect((await changes('seedAgent', undefined, 1001)).statusCode).toBe(400);

    // A removal older than the retention is purged: a cursor from before it can no longer be continued.
    const gone = await register();
    const before = (await walk('seedAgent')).cursor;
    await t.deps.db.delete(farmers).where(eq(farmers.id, gone.id));
    const now = t.clock.now();
    t.clock.set(new Date(now.getTime() + (TOMBSTONE_RETENTION_DAYS + 1) * 86_400_000));
    try {
      expect(await purgeOldTombstones(t.deps)).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.set(now);
    }
    expect((await changes('seedAgent', before)).json().code).toBe('CURSOR_STALE');
    const fresh = await walk('seedAgent');
    expect(fresh.farmers.map((f) => f.id)).not.toContain(gone.id);
    expect((await walk('seedAgent', fresh.cursor)).farmers).toEqual([]);
  });

  it('two tabs refreshing at once with one cursor get the same changes', async () => {
    const cursor = (await walk('seedAgent')).cursor;
    const farmer = await register();
    const [a, b] = await Promise.all([walk('seedAgent', cursor), walk('seedAgent', cursor)]);
    expect(a.farmers.map((f) => f.id)).toEqual([farmer.id]);
    // Same changes; the cursors may differ in the snapshot's xmin (on PostgreSQL other transactions run between the
    // two reads), and each leads on to nothing new.
    expect(b.farmers).toEqual(a.farmers);
    expect((await walk('seedAgent', a.cursor)).farmers).toEqual([]);
    expect((await walk('seedAgent', b.cursor)).farmers).toEqual([]);
  });

  // PGlite has one connection: transactions there never overlap.
  it.runIf(usingPostgres())('a change numbered before the cursor but committed after it still arrives', async () => {
    const cursor = (await walk('seedAgent')).cursor;
    const slow = randomUUID();
    let written!: () => void;
    let finish!: () => void;
    const wrote = new Promise<void>((resolve) => (written = resolve));
    const release = new Promise<void>((resolve) => (finish = resolve));
    const open = t.deps.db.transaction(async (tx) => {
      await tx.insert(farmers).values({ id: slow, companyId: seedsasa, name: 'Slow Farmer', phoneNumber: '+254769111111', gender: 'Male', county: 'Meru', recordedAt: new Date() });
      written();
      await release;
    });
    await wrote;
    const quick = await register();
    const during = await walk('seedAgent', cursor, undefined, false);
    expect(during.farmers.map((f) => f.id)).toEqual([quick.id]);
    finish();
    await open;
    // The quick one may come again (its transaction was not below the cursor's xmin): a phone applies it twice alike.
    const after = (await walk('seedAgent', during.cursor)).farmers.map((f) => f.id);
    expect(after).toContain(slow);
    expect(after.filter((id) => id !== slow && id !== quick.id)).toEqual([]);
  });
});

describe('GET /api/farmers: the search box finds a phone number and a national ID', () => {
  it('in any spelling the phone field accepts, and by national ID, in the caller’s company only', async () => {
    const farmer = await register('seedAgent', { phoneNumber: '0712 345 601', nationalId: 31_415_926 });
    const search = async (who: keyof typeof DEMO, name: string) =>
      ((await t.app.inject({ method: 'GET', url: '/api/farmers', query: { name }, headers: bearer(tokens[who]) })).json() as { farmers: { id: string }[] }).farmers.map((f) => f.id);
    for (const typed of ['0712345601', '+254712345601', '254712345601', '0712-345-601', '712345601', '31415926']) expect(await search('seedAgent', typed), typed).toEqual([farmer.id]);
    expect(await search('admin', '+254712345601')).toEqual([farmer.id]);
    expect(await search('lenderAgent', '0712345601')).toEqual([]);
    expect(await search('seedAgent', '0712345609')).toEqual([]);
    expect(await search('seedAgent', '99999999999999999999')).toEqual([]);
  });
});
