import { accessOf } from '@shared/permissions';
/**
 * U6 (issue 32 item 3): the server sends data (dates, codes, numbers) and the screens word them, so no answer
 * carries English display text. Each demo role calls every GET endpoint it may call (the endpoint table the S1
 * matrix uses, so a new endpoint is covered without an edit here) and a few common refusals; every string in the
 * answers is walked. A string that reads as words (a space, or a capitalised word) must sit at a field path
 * allowed below, each with its reason, or be an error text the app has in its message files (shown in the
 * language on screen by `message-texts.ts`).
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@app/i18n/messages/en';
import { companies, users } from '@server/db/schema';
import { type EndpointDef, fillPath } from '@shared/contracts/endpoint';
import { ENDPOINTS } from '@shared/endpoints';
import type { Role } from '@shared/roles';
import { findPathParams } from '../support/access-ids';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

/**
 * Where words may stand, by field path (array items as `[]`), `*.` for any parent, an endpoint's path first when
 * the field means something else elsewhere.
 */
const ALLOWED: Record<string, string> = {
  '*.name': 'a name people wrote (user, farmer, company, module audio file) or a tier name the spec fixes (Rookie…), worded by enums:tier',
  '*.agentName': "an agent's name",
  '*.userName': "an agent's name",
  'farmers[].registeredBy': "the registering agent's name (the changes feed sends the name itself)",
  '*.params.farmer': "a farmer's name filled into an activity line the screen words from activityType",
  '*.county': 'a place typed at registration',
  '*.ward': 'a place typed at registration',
  '*.seed': 'a seed variety typed on a loan',
  '*.companyName': 'a company name',
  '*.params.recordedBy': "the name of who recorded an activity, filled into a line the screen words",
  '*.cropType': 'a crop typed at registration',
  'filters.cropTypes[]': 'the crops typed on the company\'s farmers',
  'filters.counties[]': 'the places typed on the company\'s farmers',
  '*.farmSize': 'a farm size as the agent typed it ("1.5 acres")',
  '*.village': 'a place typed at registration',
  '*.subCounty': 'a place typed at registration',
  '*.workGeographicLocation': 'a place an agent typed on their profile',
  '*.gender': 'a value of the spec\'s enumeration (part 2: Male, Female, Other), worded by enums',
  'filters.genders[]': 'as gender',
  '*.maritalStatus': "a value of the spec's enumeration (Single, Married…), worded by enums",
  '*.educationLevel': "a value of the spec's enumeration (Diploma, High School…), worded by enums",
  '*.currency': 'a unit code (KES, Kgs) the spec names in the dashboard data',
  '*.unit': 'a unit code (Kgs, Kg)',
  'sales[].product': 'a product name typed on a sale',
  '*.tier': 'a tier name the spec fixes (part 2, "Tiers by total points"), worded by enums:tier',
  '/gamification/dashboard data.currentTier.reward': 'the spec names tier rewards (part 2, tier thresholds); the screen words them by tier name (enums:tierReward)',
  '/gamification/dashboard data.nextTier.reward': 'as currentTier.reward',
  '/gamification/activities data[].description': 'the spec names it (part 2, "Activity: description…"); the screen words the line from activityType and params',
  '/admin/gamification/activity-overview data.recentActivities[].description': 'as /gamification/activities',
  '*.weekLabel': 'the spec names it (part 1, "Dashboard data"); the charts word weekStart',
  'audioFiles[].fileSizeFormatted': 'the spec names it (part 2, "Available audio file"); the screen words fileSize',
  // Content admins write, each in English and Kiswahili (issue 32 item 4).
  '*.title': 'content title an admin wrote (module, incentive option, audio)',
  '*.titleSw': 'its Kiswahili text',
  '*.optionTitle': 'an incentive option title an admin wrote',
  'module.description': "a module's description an admin wrote",
  'modules[].description': 'as module.description',
  '*.audioFiles[].description': "a module audio's title an admin wrote",
  '*.incentiveOption.description': 'an incentive option description an admin wrote',
  '/gamification/options data[].description': 'as incentiveOption.description',
  '/admin/gamification/incentive-options data[].description': 'as incentiveOption.description',
  '*.descriptionSw': 'its Kiswahili text',
  '*.stages.reward': 'an incentive reward an admin wrote',
  '*.rewardSw': 'its Kiswahili text',
  '*.questionText': 'a question an admin wrote (kept as its author read it on answers)',
  '*.questionTextSw': 'its Kiswahili text',
  '*.optionText': 'an answer option an admin wrote',
  '*.optionTextSw': 'its Kiswahili text',
};

/** Strings that are data, whatever their field: ids, codes, dates, addresses, numbers with no words. */
const DATA = [
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, // uuid
  /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/, // code: UPPER_SNAKE, a trait, a currency
  /^[a-z][a-z0-9]*([_.-][a-z0-9]+)*$/, // enum value, slug, language, file type
  /^\d{4}-\d{2}(-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?)?$/, // ISO date, month or season id
  /^[^\s@]+@[^\s@]+$/, // email
  /^\+?\d[\d ]{6,}$/, // phone
  /^(https?:\/)?\/\S*$/, // URL or path
  /^[^\sA-Za-z]*$/, // numbers and signs only
];

/** Reads as words: a space beside letters, or a capitalised word ("Attended", "Rookie", "0 Bytes", "19 Oct"). */
const readsAsWords = (s: string) => !DATA.some((p) => p.test(s)) && /[A-Za-z]/.test(s) && (/\s/.test(s.trim()) || /[A-Z][a-z]/.test(s));

function allowedAt(endpointPath: string, field: string): boolean {
  if (`${endpointPath} ${field}` in ALLOWED || field in ALLOWED) return true;
  return Object.keys(ALLOWED).some((key) => key.startsWith('*.') && (field === key.slice(2) || field.endsWith(key.slice(1))));
}

/** The English error and validation texts the app words in the language on screen (exact, or by template). */
const appTexts = (() => {
  const exact = new Set<string>();
  const templates: RegExp[] = [];
  const walk = (node: unknown) => {
    if (typeof node === 'string') {
      if (node.includes('{{')) templates.push(new RegExp(`^${node.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+?')}$`));
      else exact.add(node);
    } else if (node && typeof node === 'object') Object.values(node).forEach(walk);
  };
  walk(en.errors);
  walk(en.validation);
  return { has: (text: string) => exact.has(text) || templates.some((t) => t.test(text)) };
})();

interface Found {
  field: string;
  value: string;
}

/** Every string of an answer that reads as words where no rule allows it (error texts: where the app has none). */
function displayTexts(endpointPath: string, body: unknown, status: number): Found[] {
  const found: Found[] = [];
  const visit = (value: unknown, field: string) => {
    if (typeof value === 'string') {
      if (!readsAsWords(value)) return;
      const errorText = status >= 400 && (field === 'message' || field.startsWith('details.'));
      if (errorText ? !appTexts.has(value) : !allowedAt(endpointPath, field)) found.push({ field, value });
    } else if (Array.isArray(value)) value.forEach((item) => visit(item, `${field}[]`));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) visit(item, field ? `${field}.${key}` : key);
  };
  visit(body, '');
  return found;
}

const ACCOUNTS: Record<Role, { email: string; home: string; other: string }> = {
  admin: { email: DEMO.admin, home: 'everlend', other: 'seedsasa' },
  company_admin: { email: DEMO.lenderAdmin, home: 'everlend', other: 'seedsasa' },
  engaged_agent: { email: DEMO.lenderAgent, home: 'everlend', other: 'seedsasa' },
  potential_agent: { email: DEMO.recruit, home: 'seedsasa', other: 'everlend' },
};
const ROLES = Object.keys(ACCOUNTS) as Role[];
const allows = (ep: EndpointDef, role: Role) => {
  const access = accessOf(ep);
  return access === 'public' || access === 'signed-in' || access.includes(role);
};
const reads = ENDPOINTS.filter((ep) => ep.method === 'GET');

let t: TestApp;
const tokens = {} as Record<Role, string>;
const callers = {} as Record<Role, { id: string; role: Role; home: string; other: string }>;

beforeAll(async () => {
  t = await createTestApp();
  const slugs = Object.fromEntries((await t.deps.db.select({ id: companies.id, slug: companies.slug }).from(companies)).map((c) => [c.slug, c.id]));
  for (const role of ROLES) {
    const account = ACCOUNTS[role];
    const [user] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    callers[role] = { id: user.id, role, home: slugs[account.home], other: slugs[account.other] };
    tokens[role] = await tokenFor(t, account.email);
  }
}, 180_000);

afterAll(async () => {
  await t?.close();
});

async function get(url: string, role: Role | null) {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: role ? bearer(tokens[role]) : {} });
  const json = String(res.headers['content-type']).includes('application/json');
  return { status: res.statusCode, body: json ? (res.json() as unknown) : null, where: `GET ${url} as ${role ?? 'anonymous'}: ${res.statusCode}` };
}

describe('U6 the detector', () => {
  it('finds words where no rule allows them, and passes data and allowed fields', () => {
    const body = { data: [{ id: randomUUID(), status: 'Attended check-in', activityType: 'DAILY_CHECKIN', size: '0 Bytes', week: '19 Oct', at: '2026-11-28T04:00:00.000Z', name: 'Jane Wanjiku' }] };
    expect(displayTexts('/gamification/activities', body, 200).map((f) => f.field)).toEqual(['data[].status', 'data[].size', 'data[].week']);
    expect(displayTexts('/gamification/activities', { data: [{ description: 'Attended check-in' }] }, 200)).toEqual([]);
    expect(displayTexts('/farmers', { data: [{ description: 'Attended check-in' }] }, 200)).toHaveLength(1);
  });

  it('passes an error text the app words, and finds one it does not', () => {
    expect(displayTexts('/targets', { message: 'Choose a company', code: 'BAD_REQUEST', details: { fields: { companyId: 'Choose a company' } } }, 400)).toEqual([]);
    expect(displayTexts('/targets', { message: 'Something went sideways', code: 'BAD_REQUEST' }, 400)).toHaveLength(1);
  });
});

describe('U6 no English display text in the answers', () => {
  const rows = ROLES.flatMap((role) => reads.filter((ep) => allows(ep, role)).map((ep) => [`GET ${ep.path} as ${role}`, ep, role] as const));
  it.each(rows)('%s', async (_, ep, role) => {
    const caller = callers[role];
    const params = await findPathParams(ep.path, { db: t.deps.db, caller, companyId: caller.home, side: 'own', method: 'GET' });
    const { status, body, where } = await get(fillPath(ep.path, params), role);
    expect(status, where).toBeLessThan(500);
    expect(displayTexts(ep.path, body, status), where).toEqual([]);
  });
});

/**
 * Refusals the app can meet (a malformed query or id cannot: the contracts check them on the phone first, and
 * zod's English for API clients answers them).
 */
describe('U6 common refusals carry texts the app words', () => {
  const farmer = '/farmers/{id}';
  it.each([
    ['no token', '/farmers', null],
    ['a role outside the endpoint', '/audit-events', 'engaged_agent'],
    ['a record that does not exist', fillPath(farmer, { id: randomUUID() }), 'engaged_agent'],
    ['a company the platform admin did not choose', '/targets', 'admin'],
  ] as const)('%s', async (_, url, role) => {
    const { status, body, where } = await get(url, role);
    expect(status, where).toBeGreaterThanOrEqual(400);
    expect(status, where).toBeLessThan(500);
    expect(displayTexts(url, body, status), where).toEqual([]);
  });
});
