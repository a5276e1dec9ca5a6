import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies } from '@server/db/schema';
import { IDEMPOTENCY_RETENTION_DAYS } from '@server/plugins/idempotency/keys';
import { purgeExpiredIdempotencyKeys, scheduleIdempotencyCleanup } from '@server/plugins/idempotency/purge-schedule';
import { bearer, DEMO, type TestApp, tokenFor } from '../support/test-app';
import { countKeys, countWrites, createWriteTestApp } from '../support/two-process-app';

const DAY = 24 * 60 * 60 * 1000;

describe('Idempotency-Key on every write', () => {
  let t: TestApp;
  let agent: Record<string, string>;
  let admin: Record<string, string>;
  const write = (headers: Record<string, string>, body: Record<string, unknown>, key?: string) =>
    t.app.inject({ method: 'POST', url: '/api/test-writes', headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) }, payload: body });

  beforeAll(async () => {
    t = await createWriteTestApp();
    agent = bearer(await tokenFor(t, DEMO.seedAgent));
    admin = bearer(await tokenFor(t, DEMO.admin));
  });
  afterAll(() => t.close());

  it('replays the stored answer to a retry and creates nothing new', async () => {
    const key = randomUUID();
    const first = await write(agent, { label: 'replay' }, key);
    expect(first.statusCode).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await write(agent, { label: 'replay' }, key);
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countWrites(t.deps.db, 'replay')).toBe(1);
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const key = randomUUID();
    await write(agent, { label: 'order', sleepMs: 0 }, key);
    const again = await write(agent, { sleepMs: 0, label: 'order' }, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countWrites(t.deps.db, 'order')).toBe(1);
  });

  it('runs a write without the header every time', async () => {
    await write(agent, { label: 'unkeyed' });
    await write(agent, { label: 'unkeyed' });
    expect(await countWrites(t.deps.db, 'unkeyed')).toBe(2);
  });

  it('refuses the same key with another body with 422', async () => {
    const key = randomUUID();
    await write(agent, { label: 'mismatch-a' }, key);
    const other = await write(agent, { label: 'mismatch-b' }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ code: 'IDEMPOTENCY_MISMATCH', message: expect.stringContaining('different request') });
    expect(await countWrites(t.deps.db, 'mismatch-b')).toBe(0);
  });

  it('keeps keys per user', async () => {
    const key = randomUUID();
    expect((await write(agent, { label: 'per-user' }, key)).statusCode).toBe(201);
    const byAdmin = await write(admin, { label: 'per-user' }, key);
    expect(byAdmin.statusCode).toBe(201);
    expect(byAdmin.headers['idempotent-replayed']).toBeUndefined();
    expect(await countWrites(t.deps.db, 'per-user')).toBe(2);
  });

  it('answers ten concurrent requests with one key with exactly one write; the others are 409 or replays', async () => {
    const key = randomUUID();
    const keysBefore = await countKeys(t.deps.db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => write(agent, { label: 'concurrent', sleepMs: 150 }, key)));
    expect(await countWrites(t.deps.db, 'concurrent')).toBe(1);
    expect(await countKeys(t.deps.db)).toBe(keysBefore + 1);
    const fresh = answers.filter((a) => a.statusCode === 201 && !a.headers['idempotent-replayed']);
    expect(fresh).toHaveLength(1);
    for (const a of answers) {
      if (a.statusCode === 409) expect(a.json()).toMatchObject({ code: 'IN_FLIGHT', message: 'This request is still being processed' });
      else {
        expect(a.statusCode).toBe(201);
        expect(a.json()).toEqual(fresh[0].json());
      }
    }
  });

  it('leaves nothing behind when the handler fails after writing, so a retry runs afresh', async () => {
    const key = randomUUID();
    const keysBefore = await countKeys(t.deps.db);
    const crashed = await write(agent, { label: 'crash', fail: 'crash' }, key);
    expect(crashed.statusCode).toBe(500);
    expect(await countWrites(t.deps.db, 'crash')).toBe(0);
    expect(await countKeys(t.deps.db)).toBe(keysBefore);
    const retry = await write(agent, { label: 'crash', fail: 'crash' }, key);
    expect(retry.statusCode).toBe(500);
    expect(retry.headers['idempotent-replayed']).toBeUndefined();
  });

  it('stores and replays a 4xx refusal', async () => {
    const key = randomUUID();
    const refused = await write(agent, { label: 'refuse', fail: 'refuse' }, key);
    expect(refused.statusCode).toBe(409);
    const again = await write(agent, { label: 'refuse', fail: 'refuse' }, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(refused.json());
    expect(await countWrites(t.deps.db, 'refuse')).toBe(1);
  });

  it('stores a refusal the handler made of a failed statement, its writes rolled back', async () => {
    const key = randomUUID();
    const refused = await write(agent, { label: 'statement', fail: 'statement' }, key);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'TEST_STATEMENT' });
    const again = await write(agent, { label: 'statement', fail: 'statement' }, key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(await countWrites(t.deps.db, 'statement')).toBe(0);
  });

  it('stores the JSON answer of a multipart upload and replays it', async () => {
    const key = randomUUID();
    const boundary = '----idem-test-boundary';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="upload-once.txt"\r\nContent-Type: text/plain\r\n\r\nhello\r\n--${boundary}--\r\n`;
    const upload = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/test-uploads',
        headers: { ...agent, 'idempotency-key': key, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    const first = await upload();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ label: 'upload-once.txt', size: 5 });
    const again = await upload();
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await countWrites(t.deps.db, 'upload-once.txt')).toBe(1);
  });

  it('refuses a malformed key and ignores keys on reads', async () => {
    const bad = await write(agent, { label: 'bad-key' }, 'has spaces in it');
    expect(bad.statusCode).toBe(400);
    const read = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'idempotency-key': randomUUID() } });
    expect(read.statusCode).toBe(200);
    expect(await countKeys(t.deps.db)).toBeGreaterThan(0);
  });

  it('keys anonymous public writes by the key alone (signup)', async () => {
    const [company] = await t.deps.db.select({ id: companies.id }).from(companies).limit(1);
    const key = randomUUID();
    const body = { name: 'Idem Potent', email: `idem-${key.slice(0, 8)}@example.com`, password: 'secret123', phoneNumber: '+254711000999', gender: 'Female', companyId: company.id };
    const first = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'idempotency-key': key }, payload: body });
    expect(first.statusCode).toBe(201);
    const again = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: { 'idempotency-key': key }, payload: body });
    expect(again.statusCode).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
  });
});

describe('idempotency key retention', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createWriteTestApp({ now: '2026-01-01T08:00:00Z' });
  });
  afterAll(() => t.close());

  it(`keeps keys ${IDEMPOTENCY_RETENTION_DAYS} days, then purges them (at start and daily)`, async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const res = await t.app.inject({ method: 'POST', url: '/api/test-writes', headers: { ...bearer(token), 'idempotency-key': randomUUID() }, payload: { label: 'old' } });
    expect(res.statusCode).toBe(201);
    const stored = await countKeys(t.deps.db);
    t.clock.advance((IDEMPOTENCY_RETENTION_DAYS - 1) * DAY);
    expect(await purgeExpiredIdempotencyKeys(t.deps.db, t.clock.now())).toBe(0);
    expect(await countKeys(t.deps.db)).toBe(stored);

    t.clock.advance(2 * DAY);
    const starting = Fastify();
    scheduleIdempotencyCleanup(starting, t.deps);
    await starting.ready();
    await starting.close();
    expect(await countKeys(t.deps.db)).toBe(0);
  });
});
