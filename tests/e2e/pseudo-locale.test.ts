/**
 * Issue 15 item 6: every screen of every role opened in the pseudo-locale (en-XA: every text of the message files
 * accented and bracketed ⟦…⟧) shows no text that bypassed the message files. Allowed besides: data (every string
 * of the API's answers the page received, and the session), numbers, dates and units from the formatting module,
 * and the brand. The offending texts are printed per screen.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ROLES } from '@app/lib/route-access';
import { asc, eq } from 'drizzle-orm';
import { farmers, trainingModules, users } from '@server/db/schema';
import type { Role } from '@shared/roles';
import { DEMO, newPage, setUpE2e, storeSession, waitForSettledScreen } from '../support/e2e';

const BUILT = new Set(
  [...readFileSync(path.resolve('src/app/routeTree.gen.ts'), 'utf8').matchAll(/^\s*\|\s*'([^']+)'\s*$/gm)].map((m) => m[1].replace(/(.)\/$/, '$1')),
);
const ACCOUNT: Record<Role, string> = { admin: DEMO.admin, company_admin: DEMO.seedAdmin, engaged_agent: DEMO.seedAgent, potential_agent: DEMO.recruit };
const ROLES = Object.keys(ACCOUNT) as Role[];
const PUBLIC_SCREENS = ['/login', '/signup', '/forgot-password', '/register'].filter((r) => BUILT.has(r));

/** Words the formatting module (Intl) writes: months, weekdays, relative times; units; the brand. */
function allowedWords(): Set<string> {
  const words = new Set(['KES', 'Kgs', 'Kg', 'Bytes', 'KB', 'MB', 'GB', 'AM', 'PM', 'am', 'pm', 'm', 'km', 'Field', 'Agent', 'Portal']);
  for (const locale of ['en-KE', 'sw-KE']) {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(Date.UTC(2026, month, 15));
      for (const style of ['long', 'short'] as const) {
        for (const word of new Intl.DateTimeFormat(locale, { month: style }).format(day).split(/\s+/)) words.add(word.replace(/\.$/, ''));
        for (const word of new Intl.DateTimeFormat(locale, { weekday: style }).format(day).split(/\s+/)) words.add(word.replace(/\.$/, ''));
      }
    }
    // File sizes and durations are Intl units (format.ts): '18.9 kB', '1 day', 'MB 1.5'.
    for (const unit of ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'day', 'hour', 'minute', 'second'])
      for (const n of [0, 1, 2.5]) new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'short' }).format(n).split(/\s+/).forEach((w) => words.add(w));
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    for (const unit of ['minute', 'hour', 'day'] as const) for (const n of [0, -1, -2, -5, 1]) relative.format(n, unit).split(/\s+/).forEach((w) => words.add(w));
  }
  return words;
}
const ALLOWED_WORDS = allowedWords();
const HAS_LETTER = /\p{L}/u;

const escaped = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A data value where it stands as a whole (so the sale unit 'Kg' does not eat the 'Kg' of 'Kgs 50'), in any case ('ogg' shown as 'OGG'). */
const asWhole = (value: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escaped(value)}(?![\\p{L}\\p{N}])`, 'giu');
/** The app's version in the footer ('v1.0.3'). */
const VERSION = /\bv\d+(\.\d+)+\b/g;
const ELLIPSIS = /(\.\.\.|…)$/;

/** The part of `text` that did not come from the message files, the data or the formatting module ('' when none). */
function strayPart(text: string, data: string[]): string {
  let rest = text;
  // Innermost first: a translated text can hold another one ('⟦⟦Short rains 2026/27⟧ · toward {{reward}}⟧').
  while (/⟦[^⟦⟧]*⟧/.test(rest)) rest = rest.replace(/⟦[^⟦⟧]*⟧/g, ' ');
  rest = rest.replace(VERSION, ' ');
  // What is left may be a piece of one data value: an e-mail split to wrap, a description cut short with '…'.
  const piece = rest.trim().replace(ELLIPSIS, '').trim();
  if (piece.length >= 3 && data.some((value) => value.includes(piece))) return '';
  for (const value of data) if (rest.toLowerCase().includes(value.toLowerCase())) rest = rest.replace(asWhole(value), ' ');
  return rest
    .split(/[^\p{L}\p{N}'’-]+/u)
    .filter((word) => HAS_LETTER.test(word) && !ALLOWED_WORDS.has(word))
    .join(' ');
}

/** Visible text nodes and the aria-label, placeholder, title and alt of visible elements. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const visible = (el: Element) => (el as HTMLElement).checkVisibility?.({ checkOpacity: true, checkVisibilityCSS: true }) ?? true;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || ['SCRIPT', 'STYLE', 'NOSCRIPT'].includes(parent.tagName) || !visible(parent)) continue;
      out.push(text);
    }
    for (const el of document.body.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      if (!visible(el)) continue;
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = el.getAttribute(name)?.trim();
        if (value) out.push(value);
      }
    }
    return out;
  });
}

/** Every string in a JSON answer (names, phones, counties, emails, module titles…), longest first. */
function stringsOf(value: unknown, into: Set<string>): void {
  if (typeof value === 'string') {
    if (value.length >= 2 && value.length <= 5_000) into.add(value);
  } else if (Array.isArray(value)) value.forEach((v) => stringsOf(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => stringsOf(v, into));
}

const e2e = setUpE2e();
const contexts = new Map<Role | null, { context: BrowserContext; page: Page; data: Set<string>; reading: Set<Promise<void>> }>();
let moduleId = '';
let farmerId = '';

beforeAll(async () => {
  [{ id: moduleId }] = await e2e.server.deps.db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.isActive, true)).orderBy(asc(trainingModules.moduleOrder)).limit(1);
  [{ id: farmerId }] = await e2e.server.deps.db
    .select({ id: farmers.id })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.registeredById))
    .where(eq(users.email, DEMO.seedAgent))
    .limit(1);
});

/** One browser context per role in the pseudo-locale, signed in by storing what sign-in answers. */
async function pageFor(role: Role | null) {
  const known = contexts.get(role);
  if (known) return known;
  const page = await newPage(e2e.browser, { desktop: true });
  const data = new Set<string>();
  // The answers' bodies are read after they arrive: a check waits for those still being read.
  const reading = new Set<Promise<void>>();
  page.on('response', (response) => {
    if (!response.url().includes('/api/') || !(response.headers()['content-type'] ?? '').includes('json')) return;
    const read = response.json().then((json) => stringsOf(json, data), () => undefined);
    reading.add(read);
    void read.finally(() => reading.delete(read));
  });
  await page.context().addInitScript(() => localStorage.setItem('fap-language', 'en-XA'));
  if (role) stringsOf((await storeSession(page, e2e.server.url, ACCOUNT[role])).user, data);
  const entry = { context: page.context(), page, data, reading };
  contexts.set(role, entry);
  return entry;
}

const urlOf = (route: string) => route.replace('$moduleId', moduleId).replace('$farmerId', farmerId).replace('$token', 'a'.repeat(64));


/** The texts on the page now that came from nowhere allowed, each with the part that gave it away. */
async function strayTexts(page: Page, data: Set<string>): Promise<string[]> {
  const values = [...data].sort((a, b) => b.length - a.length);
  const stray = new Set<string>();
  for (const text of await shownTexts(page)) {
    if (!HAS_LETTER.test(text)) continue;
    const part = strayPart(text, values);
    if (part) stray.add(text.length > 120 ? `${text.slice(0, 117)}…` : text);
  }
  return [...stray];
}

const found = new Map<string, string[]>();

async function check(name: string, role: Role | null, route: string, act?: (page: Page) => Promise<void>): Promise<void> {
  const { page, data, reading } = await pageFor(role);
  await page.goto(`${e2e.server.url}${urlOf(route)}`);
  await waitForSettledScreen(page, 10_000);
  expect(await page.evaluate(() => localStorage.getItem('fap-language'))).toBe('en-XA');
  if (act) {
    await act(page);
    await waitForSettledScreen(page, 10_000);
  }
  await Promise.all(reading);
  const stray = await strayTexts(page, data);
  if (stray.length) {
    found.set(name, stray);
    console.log(`pseudo-locale: ${name}: ${stray.length} text(s) not from the message files:\n  ${stray.join('\n  ')}`);
  }
  expect(stray, `${name}: texts not from the message files`).toEqual([]);
}

const screens = ROLES.flatMap((role) =>
  Object.entries(ROUTE_ROLES)
    .filter(([route, roles]) => BUILT.has(route) && (roles as readonly Role[]).includes(role))
    .map(([route]) => ({ role, route })),
);

describe('pseudo-locale: no text outside the message files (issue 15 item 6)', () => {
  it('recognises text from the message files, data and the formatting module', () => {
    expect(strayPart('⟦Fármérs⟧ (12)', [])).toBe('');
    expect(strayPart('⟦Wélcómé⟧, Jane Wanjiru', ['Jane Wanjiru'])).toBe('');
    expect(strayPart('23 Nov 2026, 08:14', [])).toBe('');
    expect(strayPart('KES 1,234', [])).toBe('');
    expect(strayPart('Registered Farmers', [])).toBe('Registered Farmers');
  });

  it.each(PUBLIC_SCREENS.map((route) => [route] as const))('visitor %s', (route) => check(`visitor ${route}`, null, route));

  it('visitor /login with validation errors', () =>
    check('visitor /login (validation)', null, '/login', async (page) => {
      await page.locator('form button[type="submit"]').first().click();
    }));

  it.each(screens.map((s) => [`${s.role} ${s.route}`, s] as const))('%s', (name, { role, route }) => check(name, role, route));

  it('an agent: the farmer form dialog', () =>
    check('engaged_agent /engage/farmers (add dialog)', 'engaged_agent', '/engage/farmers', async (page) => {
      await page.locator('main button').filter({ hasText: /[AÁ]dd/ }).first().click();
      await page.getByRole('dialog').waitFor();
      await page.getByRole('dialog').locator('button[type="submit"]').first().click();
    }));
});
