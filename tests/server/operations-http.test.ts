import { randomUUID } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { stdSerializers } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import type { AppDeps } from '@server/context';
import { loadConfig } from '@server/env';
import { loggerOptions, redactUrl } from '@server/plugins/request-log';
import { createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

/** Item 6 of issue 34 (ADR 0048): request ids, secrets kept out of the log, metrics, 404 for what is not the app's. */
describe('operating the server over HTTP', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  let logged: Awaited<ReturnType<typeof buildApp>>;
  const METRICS_TOKEN = 'metrics-token-0123456789abcdef';

  beforeAll(async () => {
    t = await createTestApp();
    // The same deps, with a token for the metrics and the log written where the test reads it.
    const deps: AppDeps = { ...t.deps, config: { ...t.deps.config, metricsToken: METRICS_TOKEN } };
    logged = await buildApp(deps, { distDir: null, logger: { level: 'info', stream: { write: (line) => void lines.push(JSON.parse(line) as Record<string, unknown>) } } });
    await logged.ready();
  });
  afterAll(async () => {
    await logged.close();
    await t.close();
  });

  it('gives each request a UUID, or the X-Request-Id it was sent with when that is a plain token, and answers it', async () => {
    const a = await logged.inject({ method: 'GET', url: '/api/health/live' });
    const b = await logged.inject({ method: 'GET', url: '/api/health/live' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(b.headers['x-request-id']).not.toBe(a.headers['x-request-id']);
    const sent = `lb-${randomUUID()}`;
    expect((await logged.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': sent } })).headers['x-request-id']).toBe(sent);
    for (const bad of ['short', 'has spaces in it', 'x'.repeat(129), '<script>alert(1)</script>']) {
      const res = await logged.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).not.toBe(bad);
    }
    expect((await logged.inject({ method: 'GET', url: '/api/nope' })).headers['x-request-id']).toBeTruthy();
  });

  it('logs the user id with the answer, and never a reset token, an Authorization header or a password', async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const secretToken = `reset${randomUUID().replaceAll('-', '')}`;
    lines.length = 0;
    await logged.inject({ method: 'GET', url: '/api/farmers', headers: { authorization: `Bearer ${token}`, 'x-request-id': 'trace-farmers-1' } });
    await logged.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${secretToken}` });
    await logged.inject({ method: 'POST', url: '/api/auth/login', payload: { email: DEMO.seedAgent, password: 'Wrong-Password-123!' } });
    await logged.inject({ method: 'GET', url: `/api/farmers?search=x&token=${secretToken}`, headers: { authorization: `Bearer ${token}` } });
    const text = JSON.stringify(lines);
    expect(text).not.toContain(secretToken);
    expect(text).not.toContain(token);
    expect(text).not.toContain('Wrong-Password-123!');
    const answered = lines.find((l) => l.msg === 'request completed' && l.reqId === 'trace-farmers-1');
    expect(answered?.userId).toBeTruthy();
    expect(lines.some((l) => l.msg === 'incoming request' && JSON.stringify(l.req).includes('/api/auth/verify-reset-token/[redacted]'))).toBe(true);
  });

  it("keeps a failed statement's parameters out of a logged error", () => {
    const failed = Object.assign(new Error('Failed query: select $1\nparams: secret-hash'), { query: 'select $1', params: ['secret-hash'] });
    const logged = loggerOptions('info').serializers.err(failed);
    expect(JSON.stringify(logged)).not.toContain('secret-hash');
    expect(logged).toMatchObject({ query: 'select $1', params: '[redacted]', type: stdSerializers.err(failed).type });
  });

  it('redacts secret path segments and query values, and nothing else', () => {
    expect(redactUrl('/api/auth/verify-reset-token/abc123?x=1')).toBe('/api/auth/verify-reset-token/[redacted]?x=1');
    expect(redactUrl('/reset-password/abc123')).toBe('/reset-password/[redacted]');
    expect(redactUrl('/api/farmers?page=2&resetToken=s3cret&password=p')).toBe('/api/farmers?page=2&resetToken=%5Bredacted%5D&password=%5Bredacted%5D');
    expect(redactUrl('/api/farmers/12?page=2')).toBe('/api/farmers/12?page=2');
  });

  it('serves the metrics only to the bearer of METRICS_TOKEN, and not at all without one', async () => {
    expect((await logged.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(401);
    expect((await logged.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: 'Bearer wrong-token-0123456789' } })).statusCode).toBe(401);
    const res = await logged.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} \d+/);
    expect(res.body).toContain('http_request_duration_seconds_bucket');
    expect(res.body).toContain('nodejs_eventloop_lag_seconds');
    expect(res.body).toContain('sync_entries_total');
    expect(res.body).toContain('admission_rejections_total');
    expect(res.body).toContain('db_pool_connections');
    // No METRICS_TOKEN: the path does not exist.
    expect((await t.app.inject({ method: 'GET', url: '/api/metrics' })).statusCode).toBe(404);
  });

  it('counts sync entries by outcome: applied, replayed, refused', async () => {
    const auth = { authorization: `Bearer ${await tokenFor(t, DEMO.seedAgent)}` };
    const metric = async (outcome: string) => {
      const body = (await logged.inject({ method: 'GET', url: '/api/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).body;
      return Number(new RegExp(`sync_entries_total\\{outcome="${outcome}"\\} (\\d+)`).exec(body)?.[1] ?? 0);
    };
    const before = { applied: await metric('applied'), replayed: await metric('replayed'), refused: await metric('refused') };
    const farmerId = randomUUID();
    const entry = { id: farmerId, method: 'POST', path: '/farmers', body: { id: farmerId, name: 'Metered Farmer', phoneNumber: '0719555001', gender: 'Female', county: 'Nakuru' } };
    const refused = { id: randomUUID(), method: 'POST', path: '/no-such-endpoint', body: {} };
    const payload = { device: { backlog: 2, oldestEntryAgeSeconds: 1, deviceId: 'metrics' }, entries: [entry, refused] };
    await logged.inject({ method: 'POST', url: '/api/sync', headers: auth, payload });
    expect(await metric('applied')).toBe(before.applied + 1);
    expect(await metric('refused')).toBe(before.refused + 1);
    const fresh = { authorization: `Bearer ${await tokenFor(t, DEMO.seedAgent)}` };
    await logged.inject({ method: 'POST', url: '/api/sync', headers: fresh, payload: { ...payload, entries: [entry] } });
    expect(await metric('replayed')).toBe(before.replayed + 1);
  });

  it("answers 404 for a path that is neither the API nor a screen of the app, the app's page only to a browser", async () => {
    const distDir = `/tmp/fap-dist-${randomUUID()}`;
    mkdirSync(distDir, { recursive: true });
    writeFileSync(`${distDir}/index.html`, '<!doctype html><title>app</title>');
    const withClient = await buildApp(t.deps, { distDir });
    try {
      for (const url of ['/dashboard', '/engage/farmers/6f1c', '/training/', '/reset-password/abc']) {
        const res = await withClient.inject({ method: 'GET', url });
        expect([res.statusCode, res.headers['content-type']], url).toEqual([200, expect.stringContaining('text/html')]);
      }
      for (const url of ['/metrics', '/foo.php', '/wp-login.php', '/api/nope', '/engage/farmers/6f1c/extra']) {
        const res = await withClient.inject({ method: 'GET', url });
        expect([res.statusCode, res.json()], url).toEqual([404, expect.objectContaining({ code: 'NOT_FOUND' })]);
      }
      const navigated = await withClient.inject({ method: 'GET', url: '/metrics', headers: { accept: 'text/html,application/xhtml+xml' } });
      expect([navigated.statusCode, navigated.headers['content-type']]).toEqual([404, expect.stringContaining('text/html')]);
    } finally {
      await withClient.close();
      rmSync(distDir, { recursive: true, force: true });
    }
  });
});

describe('the configuration of operations', () => {
  it('reads SHUTDOWN_TIMEOUT_S (30 s by default) and METRICS_TOKEN, refusing bad values', () => {
    const base = { DATA_DIR: '/tmp/fap-env-ops' };
    expect(loadConfig(base).shutdownTimeoutS).toBe(30);
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, SHUTDOWN_TIMEOUT_S: '90', METRICS_TOKEN: 'a-long-enough-token' })).toMatchObject({ shutdownTimeoutS: 90, metricsToken: 'a-long-enough-token' });
    expect(() => loadConfig({ ...base, SHUTDOWN_TIMEOUT_S: '0' })).toThrow(/SHUTDOWN_TIMEOUT_S/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
