/**
 * S1: every endpoint of ENDPOINTS × every role (and no token) × own or other company → the status its permission
 * promises (its roles, and the resource it acts on: `shared/permissions.ts`, the table the server decides from).
 * Derived from the endpoint list, so a new endpoint is covered without an edit here; one with a path id needs a
 * row in tests/support/access-ids.ts, or its tests fail saying so.
 *
 * One seeded app for the whole matrix, run in an order that keeps the seed usable for every row: refusals and
 * cross-company reads first (they must change nothing), then allowed reads, then allowed writes, deletes last.
 */
import { accessOf } from '@shared/permissions';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '@server/db/schema';
import { type EndpointDef, fillPath } from '@shared/contracts/endpoint';
import { ENDPOINTS } from '@shared/endpoints';
import { PERMISSIONS } from '@shared/permissions';
import type { Role } from '@shared/roles';
import { endpointKey, hasValidBody, matrixBody, needsValidBody } from '../support/access-bodies';
import { type MatrixCaller, findPathParams } from '../support/access-ids';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

const ROLES: Role[] = ['admin', 'company_admin', 'potential_agent', 'engaged_agent'];
/** One demo account per role, and the company it is compared with (records of `home` are its own). */
const ACCOUNTS: Record<Role, { email: string; home: string; other: string }> = {
  admin: { email: DEMO.admin, home: 'everlend', other: 'seedsasa' },
  company_admin: { email: DEMO.lenderAdmin, home: 'everlend', other: 'seedsasa' },
  engaged_agent: { email: DEMO.lenderAgent, home: 'everlend', other: 'seedsasa' },
  potential_agent: { email: DEMO.recruit, home: 'seedsasa', other: 'everlend' },
};

let t: TestApp;
const callers = {} as Record<Role, MatrixCaller & { token: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const slugs = Object.fromEntries((await t.deps.db.select({ id: companies.id, slug: companies.slug }).from(companies)).map((c) => [c.slug, c.id]));
  for (const role of ROLES) {
    const account = ACCOUNTS[role];
    const [user] = await t.deps.db.select({ id: users.id, role: users.role }).from(users).where(eq(users.email, account.email));
    expect(user.role).toBe(role);
    callers[role] = { id: user.id, role, home: slugs[account.home], other: slugs[account.other], token: await tokenFor(t, account.email) };
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

const allows = (ep: EndpointDef, role: Role) => {
  const access = accessOf(ep);
  return access === 'public' || access === 'signed-in' || access.includes(role);
};
const hasPathId = (ep: EndpointDef) => ep.path.includes('{');
/** Acts on a company's records or on a user of a company: another company's do not exist for the caller. */
const companyScoped = (ep: EndpointDef) => ep.permission !== undefined && ['company', 'user'].includes(PERMISSIONS[ep.permission].resource);
/** An id of another company must not exist for this caller: company-scoped endpoints, callers of a company. */
const crossCompany = (ep: EndpointDef, role: Role) => companyScoped(ep) && hasPathId(ep) && role !== 'admin' && allows(ep, role);
const isRead = (ep: EndpointDef) => ep.method === 'GET';
const label = (ep: EndpointDef) => endpointKey(ep);
/** Sign-out ends the token it is sent with (and sign-out everywhere every token): those calls get a token of their own. */
const endsSessions = (ep: EndpointDef) => ep.path.startsWith('/auth/logout');

interface Call {
  ep: EndpointDef;
  role: Role | null;
  side: 'own' | 'other';
}

/** Sends one matrix request; the path ids are real records of the side's company (refusals use the admin's). */
async function send({ ep, role, side }: Call) {
  const caller = callers[role ?? 'admin'];
  const viewer = role && allows(ep, role) ? caller : callers.admin;
  const companyId = side === 'own' ? viewer.home : viewer.other;
  const params = await findPathParams(ep.path, { db: t.deps.db, caller: viewer, companyId, side, method: ep.method });
  const body = matrixBody(ep);
  const token = role && endsSessions(ep) ? await tokenFor(t, ACCOUNTS[role].email) : caller.token;
  const res = await t.app.inject({
    method: ep.method,
    url: `/api${fillPath(ep.path, params)}`,
    headers: role ? bearer(token) : {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  // Sign-out everywhere also ended the caller's matrix token: the rows after it get a new one.
  if (role && endsSessions(ep)) caller.token = await tokenFor(t, ACCOUNTS[role].email);
  const where = `${label(ep)} as ${role ?? 'anonymous'} (${side}): ${res.statusCode} ${res.body.slice(0, 200)}`;
  expect(res.statusCode, where).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.json(), where).toMatchObject({ message: expect.any(String), code: expect.any(String) });
  return { status: res.statusCode, where };
}

describe('S1 the permission table', () => {
  it('every endpoint but the public ones states a permission, and every permission is stated by an endpoint', () => {
    const unstated = ENDPOINTS.filter((ep) => ep.access !== 'public' && ep.permission === undefined).map(label);
    expect(unstated, 'each endpoint names its permission (shared/permissions.ts)').toEqual([]);
    const stated = new Set(ENDPOINTS.map((ep) => ep.permission));
    const unused = Object.keys(PERMISSIONS).filter((p) => !stated.has(p as keyof typeof PERMISSIONS));
    expect(unused, 'a permission no endpoint states has no row in this matrix: state it in a contract or remove it').toEqual([]);
  });
});

describe('S1 no token', () => {
  it.each(ENDPOINTS.map((ep) => [label(ep), ep] as const))('%s', async (_, ep) => {
    const { status, where } = await send({ ep, role: null, side: 'own' });
    if (ep.access === 'public') expect([401, 403], where).not.toContain(status);
    else expect(status, where).toBe(401);
  });
});

describe('S1 a role outside `access` → 403', () => {
  const rows = ROLES.flatMap((role) => ENDPOINTS.filter((ep) => !allows(ep, role)).map((ep) => [`${label(ep)} as ${role}`, ep, role] as const));
  it.each(rows)('%s', async (_, ep, role) => {
    const { status, where } = await send({ ep, role, side: 'own' });
    expect(status, where).toBe(403);
  });
});

describe('S1 a record of another company → 404', () => {
  const rows = ROLES.flatMap((role) => ENDPOINTS.filter((ep) => crossCompany(ep, role)).map((ep) => [`${label(ep)} as ${role}`, ep, role] as const));
  it.each(rows)('%s', async (_, ep, role) => {
    if (needsValidBody(ep) && !hasValidBody(ep)) {
      throw new Error(`${label(ep)} needs a body that passes validation to reach its company check: add it to VALID_BODIES in tests/support/access-bodies.ts`);
    }
    const { status, where } = await send({ ep, role, side: 'other' });
    expect(status, where).toBe(404);
  });
});

/** Allowed calls on the caller's own records: let through (not 401/403), and the record is found (not 404). */
function allowedRows(filter: (ep: EndpointDef) => boolean) {
  return ROLES.flatMap((role) => ENDPOINTS.filter((ep) => allows(ep, role) && ep.access !== 'public' && filter(ep)).map((ep) => [`${label(ep)} as ${role}`, ep, role] as const));
}

async function expectLetThrough(ep: EndpointDef, role: Role) {
  const { status, where } = await send({ ep, role, side: 'own' });
  expect([401, 403], where).not.toContain(status);
  if (hasPathId(ep)) expect(status, where).not.toBe(404);
}

describe('S1 allowed reads of own records', () => {
  it.each(allowedRows(isRead))('%s', async (_, ep, role) => expectLetThrough(ep, role));
});

describe('S1 allowed writes on own records', () => {
  it.each(allowedRows((ep) => !isRead(ep) && ep.method !== 'DELETE'))('%s', async (_, ep, role) => expectLetThrough(ep, role));
});

describe('S1 allowed deletes', () => {
  it.each(allowedRows((ep) => ep.method === 'DELETE'))('%s', async (_, ep, role) => expectLetThrough(ep, role));
});
