/**
 * S1, whom an action targets (issue 13 item 1): every endpoint that acts on a user × the caller's role and
 * company × the target's role and company → the status the table promises (docs/quality.md, S1 "targets").
 * The endpoints are found in ENDPOINTS (a user id in the path, or `userId`/`agentId` in the body), so a new
 * endpoint acting on a user fails here until it has a row in RULES.
 *
 * Callers: the platform admin, the company admins of A (SeedSasa) and B (Everlend), an engaged agent and a
 * recruit of A. Targets, relative to the caller's company X (A for the platform admin) and the other one Y:
 * another platform admin, a company admin of X (a peer), one of Y, an agent of X, one of Y, a recruit of X, self.
 * `ok` is a 2xx; the targets are accounts made for this file, so the allowed edits change nobody else's data.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, users } from '@server/db/schema';
import { type EndpointDef, fillPath } from '@shared/contracts/endpoint';
import { ENDPOINTS } from '@shared/endpoints';
import { PERMISSIONS } from '@shared/permissions';
import type { Role } from '@shared/roles';
import { endpointKey } from '../support/access-bodies';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

const CALLERS = ['admin', 'companyAdminA', 'companyAdminB', 'engagedAgent', 'recruitCaller'] as const;
const TARGETS = ['otherAdmin', 'peerAdmin', 'otherCompanyAdmin', 'agent', 'otherCompanyAgent', 'recruit', 'self'] as const;
type Caller = (typeof CALLERS)[number];
type Target = (typeof TARGETS)[number];
type Outcome = 'ok' | 400 | 403 | 404 | 409;
/** One line per caller: the outcome for each target, in the order of TARGETS. */
type Table = Record<Caller, readonly Outcome[]>;

const ROLE_REFUSED: readonly Outcome[] = [403, 403, 403, 403, 403, 403, 403];

/** Manage Users' edit: a company admin edits the agents and recruits of its company only; nobody themself. */
const EDIT_AS_MANAGER: Table = {
  admin: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 403],
  companyAdminA: [404, 403, 404, 'ok', 404, 'ok', 403],
  companyAdminB: [404, 403, 404, 'ok', 404, 'ok', 403],
  engagedAgent: ROLE_REFUSED,
  recruitCaller: ROLE_REFUSED,
};
/** Manage Users' read: a company admin sees its whole company (peers and self included), nothing else. */
const READ_AS_MANAGER: Table = {
  admin: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  companyAdminA: [404, 'ok', 404, 'ok', 404, 'ok', 'ok'],
  companyAdminB: [404, 'ok', 404, 'ok', 404, 'ok', 'ok'],
  engagedAgent: ROLE_REFUSED,
  recruitCaller: ROLE_REFUSED,
};
/** A profile (read or edit): self; a company admin its agents and recruits; the admin anyone. */
const PROFILE: Table = {
  admin: ['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok'],
  companyAdminA: [404, 403, 404, 'ok', 404, 'ok', 'ok'],
  companyAdminB: [404, 403, 404, 'ok', 404, 'ok', 'ok'],
  engagedAgent: [404, 404, 404, 404, 404, 404, 'ok'],
  recruitCaller: [404, 404, 404, 404, 404, 404, 'ok'],
};
/** The questionnaire of a user of company X (the path's company): as PROFILE, within that company. */
const ANSWERS_READ: Table = {
  admin: [404, 'ok', 404, 'ok', 404, 'ok', 'ok'],
  companyAdminA: [404, 403, 404, 'ok', 404, 'ok', 'ok'],
  companyAdminB: [404, 403, 404, 'ok', 404, 'ok', 'ok'],
  engagedAgent: [404, 404, 404, 404, 404, 404, 'ok'],
  recruitCaller: [404, 404, 404, 404, 404, 404, 'ok'],
};
/** Answers are submitted by their owner only (the demo recruit has submitted already: its own try meets the once-only 409). */
const ANSWERS_SUBMIT: Table = {
  admin: [403, 403, 403, 403, 403, 403, 'ok'],
  companyAdminA: [403, 403, 403, 403, 403, 403, 'ok'],
  companyAdminB: [403, 403, 403, 403, 403, 403, 'ok'],
  engagedAgent: [403, 403, 403, 403, 403, 403, 'ok'],
  recruitCaller: [403, 403, 403, 403, 403, 403, 409],
};
/** A user's questionnaire report: as PROFILE, for admins only. */
const REPORT: Table = { ...PROFILE, engagedAgent: ROLE_REFUSED, recruitCaller: ROLE_REFUSED };
/** Points are recorded for agents and recruits only: never the caller, an admin or a company admin. */
const AWARD_POINTS: Table = {
  admin: [403, 403, 403, 'ok', 'ok', 'ok', 403],
  companyAdminA: [404, 403, 404, 'ok', 404, 'ok', 403],
  companyAdminB: [404, 403, 404, 'ok', 404, 'ok', 403],
  engagedAgent: ROLE_REFUSED,
  recruitCaller: ROLE_REFUSED,
};
/** Season targets are set for the engaged agents of the company worked on (X) only; anyone else is bad input. */
const SET_TARGET: Table = {
  admin: [400, 400, 400, 'ok', 400, 400, 400],
  companyAdminA: [400, 400, 400, 'ok', 400, 400, 400],
  companyAdminB: [400, 400, 400, 'ok', 400, 400, 400],
  engagedAgent: ROLE_REFUSED,
  recruitCaller: ROLE_REFUSED,
};

interface Situation {
  caller: { id: string; companyId: string | null; home: string };
  target: { id: string };
}
interface Rule {
  table: Table;
  params?: (s: Situation) => Record<string, string>;
  body?: (s: Situation) => Record<string, unknown>;
}

const byId = (s: Situation) => ({ id: s.target.id });
const answersPath = (s: Situation) => ({ companyId: s.caller.home, userId: s.target.id });
const RENAME = { name: 'Renamed By Matrix' };
/** A complete, valid answer sheet per company (by id): an owner's submission is accepted. */
const answerSheets: Record<string, { questionId: string; answerText: string }[]> = {};

/** Every endpoint acting on a user, by `endpointKey`: how to call it and what each caller × target gets. */
const RULES: Record<string, Rule> = {
  'GET /agents/{id}': { table: READ_AS_MANAGER, params: byId },
  'PUT /agents/{id}': { table: EDIT_AS_MANAGER, params: byId, body: () => RENAME },
  'GET /users/{id}': { table: PROFILE, params: byId },
  'PUT /users/{id}': { table: PROFILE, params: byId, body: () => RENAME },
  'GET /trainingreport/users/{id}/report': { table: REPORT, params: byId },
  'GET /companies/{companyId}/training/pre-training/users/{userId}/answers': { table: ANSWERS_READ, params: answersPath },
  'GET /companies/{companyId}/training/pre-training/users/{userId}/score': { table: ANSWERS_READ, params: answersPath },
  'POST /companies/{companyId}/training/pre-training/users/{userId}/answers': { table: ANSWERS_SUBMIT, params: answersPath, body: (s) => ({ answers: answerSheets[s.caller.home] }) },
  'POST /admin/gamification/record-activity': {
    table: AWARD_POINTS,
    body: (s) => ({ userId: s.target.id, activityType: 'ATTEND_CHECKIN', reason: 'Access matrix' }),
  },
  'PUT /targets': { table: SET_TARGET, body: (s) => ({ agentId: s.target.id, companyId: s.caller.home, salesTarget: 5, farmersTarget: 5 }) },
};

const USER_IN_PATH = /\{userId\}|^\/(users|agents|trainingreport\/users)\/\{id\}/;
const USER_FIELDS = ['userId', 'agentId'];

/** The field names of a body schema (an object, possibly behind a pipe). */
function bodyFields(schema: unknown): string[] {
  const def = (schema as { _zod?: { def: { type: string; shape?: Record<string, unknown>; in?: unknown } } } | undefined)?._zod?.def;
  if (!def) return [];
  if (def.type === 'object' && def.shape) return Object.keys(def.shape);
  if (def.type === 'pipe') return bodyFields(def.in);
  return [];
}

const actsOnUser = (ep: EndpointDef) => USER_IN_PATH.test(ep.path) || bodyFields(ep.body).some((f) => USER_FIELDS.includes(f));
const USER_ENDPOINTS = ENDPOINTS.filter(actsOnUser);
/** The given endpoint keys that have no rule here. */
const withoutRule = (keys: string[]) => keys.filter((key) => !(key in RULES));

let t: TestApp;
const company: Record<'A' | 'B', string> = { A: '', B: '' };
const callers = {} as Record<Caller, { id: string; role: Role; companyId: string | null; token: string }>;
/** Accounts made for this file: the other platform admin, and per company a company admin, an engaged agent and a recruit. */
const made = {} as Record<'otherAdmin' | `${'admin' | 'agent' | 'recruit'}${'A' | 'B'}`, string>;

async function makeUser(key: keyof typeof made, role: Role, companyId: string | null) {
  const [row] = await t.deps.db
    .insert(users)
    .values({ name: `Target ${key}`, email: `target.${key.toLowerCase()}@demo.local`, passwordHash: 'x', role, companyId })
    .returning({ id: users.id });
  made[key] = row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  const slugs = Object.fromEntries((await t.deps.db.select({ id: companies.id, slug: companies.slug }).from(companies)).map((c) => [c.slug, c.id]));
  company.A = slugs.seedsasa;
  company.B = slugs.everlend;
  const emails: Record<Caller, string> = {
    admin: DEMO.admin,
    companyAdminA: DEMO.seedAdmin,
    companyAdminB: DEMO.lenderAdmin,
    engagedAgent: DEMO.seedAgent,
    recruitCaller: DEMO.recruit,
  };
  for (const caller of CALLERS) {
    const [u] = await t.deps.db.select({ id: users.id, role: users.role, companyId: users.companyId }).from(users).where(eq(users.email, emails[caller]));
    callers[caller] = { ...u, token: await tokenFor(t, emails[caller]) };
  }
  await makeUser('otherAdmin', 'admin', null);
  for (const side of ['A', 'B'] as const) {
    await makeUser(`admin${side}`, 'company_admin', company[side]);
    await makeUser(`agent${side}`, 'engaged_agent', company[side]);
    await makeUser(`recruit${side}`, 'potential_agent', company[side]);
  }
  for (const id of Object.values(company)) {
    const questions = await t.app.inject({ method: 'GET', url: `/api/companies/${id}/training/pre-training/questions`, headers: bearer(callers.admin.token) });
    answerSheets[id] = (questions.json().data as { id: string; isActive?: boolean; options: { optionText: string }[] }[])
      .filter((q) => q.isActive !== false)
      .map((q) => ({ questionId: q.id, answerText: q.options[0].optionText }));
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

function targetId(caller: Caller, target: Target): string {
  const x = callers[caller].companyId === company.B ? 'B' : 'A';
  const y = x === 'A' ? 'B' : 'A';
  const ids: Record<Target, string> = {
    otherAdmin: made.otherAdmin,
    peerAdmin: made[`admin${x}`],
    otherCompanyAdmin: made[`admin${y}`],
    agent: made[`agent${x}`],
    otherCompanyAgent: made[`agent${y}`],
    recruit: made[`recruit${x}`],
    self: callers[caller].id,
  };
  return ids[target];
}

describe('S1 targets: every endpoint acting on a user has a rule', () => {
  it('finds the user-targeting endpoints in the endpoint table, each with a row here', () => {
    const found = USER_ENDPOINTS.map(endpointKey).sort();
    expect(found, 'an endpoint acting on a user needs a row in RULES (tests/server/access-targets.test.ts)').toEqual(Object.keys(RULES).sort());
  });

  it('covers every endpoint whose permission acts on a user (shared/permissions.ts)', () => {
    const byPermission = ENDPOINTS.filter((ep) => ep.permission !== undefined && PERMISSIONS[ep.permission].resource === 'user').map(endpointKey);
    expect(withoutRule(byPermission), 'an endpoint of a `user` permission needs a row in RULES').toEqual([]);
  });
});

describe('S1 targets: caller × target', () => {
  const rows = USER_ENDPOINTS.flatMap((ep) =>
    CALLERS.flatMap((caller) => TARGETS.map((target) => [`${endpointKey(ep)}: ${caller} → ${target}`, ep, caller, target] as const)),
  );
  it.each(rows)('%s', async (_, ep, caller, target) => {
    const rule = RULES[endpointKey(ep)];
    const c = callers[caller];
    const situation: Situation = { caller: { id: c.id, companyId: c.companyId, home: c.companyId ?? company.A }, target: { id: targetId(caller, target) } };
    const body = rule.body?.(situation);
    const res = await t.app.inject({
      method: ep.method,
      url: `/api${fillPath(ep.path, rule.params?.(situation))}`,
      headers: bearer(c.token),
      ...(body === undefined ? {} : { payload: body }),
    });
    const expected = rule.table[caller][TARGETS.indexOf(target)];
    const where = `${endpointKey(ep)} as ${caller} on ${target}: ${res.statusCode} ${res.body.slice(0, 200)}`;
    if (expected === 'ok') expect(res.statusCode, where).toBeLessThan(300);
    else expect(res.statusCode, where).toBe(expected);
  });
});
