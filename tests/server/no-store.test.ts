/**
 * Issue 31 item 8: JSON answers of the API never stay in a shared cache (a proxy): signed-in reads are `private,
 * no-cache` (revalidated by their ETag, ADR 0062, tests/server/revalidated-reads.test.ts); their errors and a
 * sign-in's token carry `Cache-Control: no-store`; a file that states its own policy keeps it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@server/seed/seed-demo';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let agent = '';

beforeAll(async () => {
  t = await createTestApp();
  agent = await tokenFor(t, DEMO.seedAgent);
});
afterAll(() => t.close());

describe('Cache-Control on JSON answers', () => {
  it.each(['/api/farmers', '/api/dashboard', '/api/sales', '/api/loans'])('marks the signed-in read %s', async (url) => {
    const answer = await t.app.inject({ method: 'GET', url, headers: bearer(agent) });
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    expect(answer.headers['cache-control']).toBe('private, no-cache');
  });

  it('marks a signed-in refusal and the sign-in answer that carries a token', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/farmers/not-a-uuid', headers: bearer(agent) });
    expect(refused.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { identifier: DEMO.seedAgent, password: DEMO_PASSWORD } });
    expect(login.headers['cache-control']).toBe('no-store');
  });
});
