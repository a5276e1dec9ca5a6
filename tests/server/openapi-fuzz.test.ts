/**
 * S2, driven by the document: for every operation of /api/openapi.json a handful of requests its own schemas
 * call invalid (tests/support/openapi-fuzz.ts), each sent as three roles, plus a method the path does not
 * have. Every answer is a documented 4xx (the test app checks each against the document), never a 2xx for
 * input the document refuses, never a 5xx.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { badRequestsFor, type DocOperation } from '../support/openapi-fuzz';
import { bearer, createTestApp, DEMO, type TestApp, tokenFor } from '../support/test-app';

const ROLES = { admin: DEMO.admin, company_admin: DEMO.seedAdmin, engaged_agent: DEMO.seedAgent } as const;
const PER_OPERATION = 16;
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

let t: TestApp;
let paths: Record<string, Record<string, DocOperation>>;
const headers = new Map<string, Record<string, string>>();
const statuses = new Map<number, number>();
let requests = 0;

beforeAll(async () => {
  t = await createTestApp();
  paths = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths;
  for (const [role, email] of Object.entries(ROLES)) headers.set(role, bearer(await tokenFor(t, email)));
}, 180_000);

afterAll(async () => {
  console.log(`openapi fuzz: ${requests} requests, statuses ${JSON.stringify(Object.fromEntries([...statuses].sort(([a], [b]) => a - b)))}`);
  await t.close();
});

const operations = () =>
  Object.entries(paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, operation]) => ({ path, method, operation })));

describe('S2 document-driven bad input', () => {
  it('finds every operation of the document', () => {
    expect(operations().length).toBeGreaterThanOrEqual(70);
  });

  it('answers every invalid request of every operation with a documented 4xx, as each of three roles', async () => {
    let seed = 1;
    for (const { path, method, operation } of operations()) {
      for (const bad of badRequestsFor(path, method, operation, seed++, PER_OPERATION)) {
        for (const [role, auth] of headers) {
          const res = await t.app.inject({ method: bad.method as 'GET', url: bad.url, headers: auth, ...(bad.payload === undefined ? {} : { payload: bad.payload as object }) });
          requests += 1;
          statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
          expect(res.statusCode, `${operation.operationId} ${bad.label} as ${role}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
          expect(res.statusCode, `${operation.operationId} ${bad.label} as ${role}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }
      }
    }
  }, 300_000);

  /** Another path answers `method` at `url`: a fixed path beside a parameter (/farmers/import, /farmers/{id}). */
  const answeredElsewhere = (url: string, method: string) =>
    Object.entries(paths).some(([other, ops]) => method in ops && new RegExp(`^${other.replace(/\{\w+\}/g, '[^/]+')}$`).test(url));

  it('answers a method a path does not have with 405 and the methods it has', async () => {
    for (const [path, ops] of Object.entries(paths)) {
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      const missing = METHODS.find((m) => !(m in ops) && !answeredElsewhere(url, m)) ?? 'query';
      for (const method of [missing.toUpperCase(), 'QUERY']) {
        const res = await t.app.inject({ method: method as 'GET', url, headers: headers.get('admin') });
        requests += 1;
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        expect(res.statusCode, `${method} ${path}`).toBe(405);
      }
    }
  });
});
