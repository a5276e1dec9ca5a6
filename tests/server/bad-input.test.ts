/**
 * S2: bad input on every endpoint of ENDPOINTS, sent by a caller the endpoint lets in: malformed JSON, each
 * body or query field set to an object, an array and a huge string, bodies over the limit, SQL and HTML in
 * every field and path id, non-multipart bodies to multipart endpoints, bodies nested too deep, NUL characters,
 * dates that do not exist and amounts below what is stored. Each answer is a 4xx with `{message, code}` (never a
 * 5xx), and the refused requests store nothing.
 */
import { accessOf } from '@shared/permissions';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '@server/db/rows';
import { companies, users } from '@server/db/schema';
import { type EndpointDef, fillPath } from '@shared/contracts/endpoint';
import { ENDPOINTS } from '@shared/endpoints';
import type { Role } from '@shared/roles';
import { endpointKey } from '../support/access-bodies';
import { findPathParams } from '../support/access-ids';
import { STORED_TABLES, fieldNames } from '../support/access-shapes';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

const CALLER_BY_ROLE: [Role, string][] = [
  ['admin', DEMO.admin],
  ['company_admin', DEMO.lenderAdmin],
  ['engaged_agent', DEMO.lenderAgent],
  ['potential_agent', DEMO.recruit],
];
const SQL_PAYLOAD = "x'; drop table farmers; select pg_sleep(5); --";
const HTML_PAYLOAD = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const HUGE = 'x'.repeat(200_000);
const WRONG_TYPES: [string, unknown][] = [
  ['an object', { nested: { deeper: true } }],
  ['an array', [1, 'two', null]],
  ['a huge string', HUGE],
];

let t: TestApp;
const tokens = new Map<Role, string>();
const callers = new Map<Role, { id: string; role: Role; home: string; other: string }>();
let countsBefore: Record<string, number>;

async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of STORED_TABLES) {
    out[table] = rowsOf<{ n: number }>(await t.deps.db.execute(sql.raw(`select count(*)::int as n from ${table}`)))[0].n;
  }
  return out;
}

beforeAll(async () => {
  t = await createTestApp();
  const everlend = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from ${companies} where slug = 'everlend'`))[0].id;
  const seedsasa = rowsOf<{ id: string }>(await t.deps.db.execute(sql`select id from ${companies} where slug = 'seedsasa'`))[0].id;
  for (const [role, email] of CALLER_BY_ROLE) {
    const [u] = rowsOf<{ id: string; company_id: string | null }>(await t.deps.db.execute(sql`select id, company_id from ${users} where email = ${email}`));
    const home = u.company_id ?? everlend;
    callers.set(role, { id: u.id, role, home, other: home === everlend ? seedsasa : everlend });
    tokens.set(role, await tokenFor(t, email));
  }
  countsBefore = await counts();
}, 180_000);

afterAll(async () => {
  await t?.close();
});

/** The first demo role the endpoint lets in (public endpoints: anonymous). */
function callerFor(ep: EndpointDef): Role | null {
  const access = accessOf(ep);
  if (access === 'public') return null;
  if (access === 'signed-in') return 'engaged_agent';
  return CALLER_BY_ROLE.map(([r]) => r).find((r) => access.includes(r)) ?? null;
}

async function urlOf(ep: EndpointDef, role: Role | null, override?: string): Promise<string> {
  const caller = callers.get(role ?? 'admin')!;
  const params = await findPathParams(ep.path, { db: t.deps.db, caller, companyId: caller.home, side: 'own', method: ep.method });
  const filled = override === undefined ? params : Object.fromEntries(Object.keys(params).map((k) => [k, override]));
  return `/api${fillPath(ep.path, filled)}`;
}

interface Probe {
  ep: EndpointDef;
  what: string;
  url?: string;
  query?: Record<string, string | string[]>;
  payload?: string | Buffer;
  contentType?: string;
  anonymous?: boolean;
}

/** Sends one bad request and checks the answer: a 4xx with `{message, code}`. */
async function expectRefused({ ep, what, url, query, payload, contentType, anonymous }: Probe): Promise<number> {
  const role = anonymous ? null : callerFor(ep);
  const res = await t.app.inject({
    method: ep.method,
    url: url ?? (await urlOf(ep, role)),
    query,
    headers: { ...(role ? bearer(tokens.get(role)!) : {}), ...(contentType ? { 'content-type': contentType } : {}) },
    ...(payload === undefined ? {} : { payload }),
  });
  const where = `${endpointKey(ep)} with ${what}: ${res.statusCode} ${res.body.slice(0, 160)}`;
  expect(res.statusCode, where).toBeGreaterThanOrEqual(400);
  expect(res.statusCode, where).toBeLessThan(500);
  expect(res.json(), where).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  return res.statusCode;
}

const jsonBodied = ENDPOINTS.filter((ep) => ep.body && ep.bodyKind !== 'multipart' && ep.method !== 'GET');
const multipart = ENDPOINTS.filter((ep) => ep.bodyKind === 'multipart');
const queried = ENDPOINTS.filter((ep) => fieldNames(ep.query).length > 0);
const withPathIds = ENDPOINTS.filter((ep) => ep.path.includes('{'));
const rows = (eps: EndpointDef[]) => eps.map((ep) => [endpointKey(ep), ep] as const);
const json = (value: unknown) => JSON.stringify(value);

/** Calendar-date fields (body or query) and money, weight and quantity fields (body), found by their names. */
const DATE_FIELD = /date/i;
const AMOUNT_FIELD = /^(amount|amountKes|quantity|salesTarget)$/;
const IMPOSSIBLE_DATES = ['2026-02-30', '2026-13-45', '0000-00-00', '0000-01-01', '1899-12-31', '2026-2-3'];
const BELOW_STORED = [0.001, 0.004, 1.005, 12.345];
const dated = ENDPOINTS.filter((ep) => [...fieldNames(ep.body), ...fieldNames(ep.query)].some((f) => DATE_FIELD.test(f)));
const withAmounts = ENDPOINTS.filter((ep) => fieldNames(ep.body).some((f) => AMOUNT_FIELD.test(f)));
/** Nested arrays as JSON text: `[[[…]]]`, `depth` levels. */
const nestedText = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A bad value of `field` sent alone (in the body, or the query of a GET): refused with 400 naming the field. */
async function expectFieldRefused(ep: EndpointDef, field: string, value: unknown, inQuery: boolean): Promise<string> {
  const role = callerFor(ep);
  const res = await t.app.inject({
    method: ep.method,
    url: await urlOf(ep, role),
    headers: role ? bearer(tokens.get(role)!) : {},
    ...(inQuery ? { query: { [field]: String(value) } } : { payload: { [field]: value } }),
  });
  const where = `${endpointKey(ep)} ${field}=${json(value)}: ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBe(400);
  const message = (res.json().details?.fields as Record<string, string> | undefined)?.[field];
  expect(message, where).toEqual(expect.any(String));
  return message!;
}

describe('S2 malformed, mistyped and oversized bodies (nothing stored)', () => {
  it.each(rows(jsonBodied))('%s', async (_, ep) => {
    const contentType = 'application/json';
    await expectRefused({ ep, what: 'malformed JSON', payload: '{"name": "x",', contentType });
    await expectRefused({ ep, what: 'a JSON array', payload: json([{}]), contentType });
    for (const field of fieldNames(ep.body)) {
      for (const [kind, value] of WRONG_TYPES) {
        await expectRefused({ ep, what: `${field} as ${kind}`, payload: json({ [field]: value }), contentType });
      }
    }
    const tooBig = Buffer.alloc(t.app.initialConfig.bodyLimit! + 1024, 0x20);
    expect(await expectRefused({ ep, what: 'a body over the limit', payload: tooBig, contentType })).toBe(413);
    if (ep.access !== 'public') {
      expect(await expectRefused({ ep, what: 'a big body without a token', payload: tooBig, contentType, anonymous: true })).toBe(401);
    }
  });

  it('stored nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('S2 bodies nested too deep and NUL characters (refused before validation)', () => {
  it.each(rows(jsonBodied))('%s', async (_, ep) => {
    const contentType = 'application/json';
    const [field = 'x'] = fieldNames(ep.body);
    const role = callerFor(ep);
    for (const depth of [33, 10_000]) {
      const payload = `{${json(field)}: ${nestedText(depth - 1)}}`;
      const res = await t.app.inject({ method: ep.method, url: await urlOf(ep, role), headers: { ...(role ? bearer(tokens.get(role)!) : {}), 'content-type': contentType }, payload });
      expect(res.statusCode, `${endpointKey(ep)} ${depth} deep: ${res.body.slice(0, 160)}`).toBe(400);
      expect(res.json().code).toBe('TOO_DEEP');
    }
    for (const name of fieldNames(ep.body)) {
      const res = await t.app.inject({ method: ep.method, url: await urlOf(ep, role), headers: role ? bearer(tokens.get(role)!) : {}, payload: { [name]: 'a\u0000b' } });
      expect(res.statusCode, `${endpointKey(ep)} ${name} with NUL: ${res.body.slice(0, 160)}`).toBe(400);
      expect(res.json()).toMatchObject({ code: 'INVALID_CHARACTER', details: { fields: { [name]: expect.any(String) } } });
    }
  });

  it.each(rows(queried))('%s query fields with NUL', async (_, ep) => {
    for (const field of fieldNames(ep.query)) {
      const role = callerFor(ep);
      const res = await t.app.inject({ method: ep.method, url: await urlOf(ep, role), headers: role ? bearer(tokens.get(role)!) : {}, query: { [field]: 'a\u0000b' } });
      expect(res.statusCode, `${endpointKey(ep)} ?${field} with NUL: ${res.body.slice(0, 160)}`).toBe(400);
      expect(res.json().code).toBe('INVALID_CHARACTER');
    }
  });

  it('accepts a body 32 levels deep as far as depth goes', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/farmers',
      headers: { ...bearer(tokens.get('engaged_agent')!), 'content-type': 'application/json' },
      payload: `{"name": ${nestedText(31)}}`,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('stored nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('S2 dates that do not exist and amounts below what is stored', () => {
  it('finds the date and amount fields of the contracts', () => {
    expect(dated.map(endpointKey).sort()).toEqual(
      [
        'GET /admin/gamification/export-csv',
        'GET /admin/gamification/report',
        'POST /agents/pre-registration/submit',
        'POST /sales',
        'PUT /users/{id}',
      ].sort(),
    );
    expect(withAmounts.map(endpointKey).sort()).toEqual(['POST /loans', 'POST /loans/{id}/repayments', 'POST /sales', 'PUT /targets'].sort());
  });

  it.each(rows(dated))('%s refuses impossible dates with 400', async (_, ep) => {
    const inQuery = ep.method === 'GET';
    for (const field of fieldNames(inQuery ? ep.query : ep.body).filter((f) => DATE_FIELD.test(f))) {
      for (const value of IMPOSSIBLE_DATES) await expectFieldRefused(ep, field, value, inQuery);
    }
  });

  it.each(rows(withAmounts))('%s refuses amounts below one hundredth or with more decimals than stored', async (_, ep) => {
    for (const field of fieldNames(ep.body).filter((f) => AMOUNT_FIELD.test(f))) {
      for (const value of BELOW_STORED) {
        const message = await expectFieldRefused(ep, field, value, false);
        if (value < 0.01 && field !== 'salesTarget') expect(message).toMatch(/must be at least 0\.01$/);
        else expect(message).toMatch(/at most 2 decimals$/);
      }
    }
  });

  it('stored nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('S2 multipart endpoints refuse other bodies', () => {
  it.each(rows(multipart))('%s', async (_, ep) => {
    await expectRefused({ ep, what: 'a text body', payload: 'just text', contentType: 'text/plain' });
    await expectRefused({ ep, what: 'a multipart body without its boundary', payload: 'x', contentType: 'multipart/form-data' });
    const cut = '--b\r\ncontent-disposition: form-data; name="file"; filename="a.mp3"\r\ncontent-type: audio/mpeg\r\n\r\nID3';
    await expectRefused({ ep, what: 'a multipart body cut short', payload: cut, contentType: 'multipart/form-data; boundary=b' });
  });

  it('stored nothing', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});

describe('S2 mistyped query fields', () => {
  it.each(rows(queried))('%s', async (_, ep) => {
    for (const field of fieldNames(ep.query)) {
      await expectRefused({ ep, what: `?${field} given twice`, query: { [field]: ['1', '2'] } });
      await expectRefused({ ep, what: `?${field} as a huge string`, query: { [field]: HUGE } });
    }
  });
});

describe('S2 SQL and HTML never reach the database as code', () => {
  it.each(rows(withPathIds))('%s with SQL or HTML as its path ids → 4xx', async (_, ep) => {
    const role = callerFor(ep);
    for (const payload of [SQL_PAYLOAD, HTML_PAYLOAD]) {
      await expectRefused({ ep, what: `path ids ${payload}`, url: await urlOf(ep, role, payload) });
    }
  });

  it.each(rows([...jsonBodied, ...queried]))('%s with SQL or HTML in every field → never a 5xx', async (_, ep) => {
    const role = callerFor(ep);
    for (const payload of [SQL_PAYLOAD, HTML_PAYLOAD]) {
      for (const field of fieldNames(ep.body)) {
        const res = await t.app.inject({
          method: ep.method,
          url: await urlOf(ep, role),
          headers: role ? bearer(tokens.get(role)!) : {},
          payload: { [field]: payload },
        });
        expect(res.statusCode, `${endpointKey(ep)} body ${field}=${payload}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
      }
      for (const field of fieldNames(ep.query)) {
        const res = await t.app.inject({ method: ep.method, url: await urlOf(ep, role), headers: role ? bearer(tokens.get(role)!) : {}, query: { [field]: payload } });
        expect(res.statusCode, `${endpointKey(ep)} ?${field}=${payload}: ${res.body.slice(0, 160)}`).toBeLessThan(500);
      }
    }
  });

  it('left every table in place with the rows it had', async () => {
    expect(await counts()).toEqual(countsBefore);
  });
});
