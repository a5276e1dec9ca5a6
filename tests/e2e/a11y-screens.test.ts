/**
 * U1 + U2: every screen of the route table, opened in Chromium at 360 × 640 by a role that may open it (the
 * dashboard by every role), has no serious or critical axe-core violation, no horizontal page scroll and no cut
 * badge (lists show as cards at this width).
 * The screens come from the route table (route-access.ts) and the generated route tree; a protected route
 * whose file does not exist yet is skipped with a note, so new screens are picked up without an edit here.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROUTE_ROLES } from '@app/lib/route-access';
import { farmers, trainingModules, users } from '@server/db/schema';
import type { Role } from '@shared/roles';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, consoleErrors, newPage, setUpE2e, storeSession, waitForSettledScreen } from '../support/e2e';
import { cutBadges } from '../support/layout';

/** The paths the client router knows (`fullPaths` of the generated route tree), without trailing slashes. */
const BUILT = new Set(
  [...readFileSync(path.resolve('src/app/routeTree.gen.ts'), 'utf8').matchAll(/^\s*\|\s*'([^']+)'\s*$/gm)].map((m) => m[1].replace(/(.)\/$/, '$1')),
);

const ACCOUNT: Record<Role, string> = {
  admin: DEMO.admin,
  company_admin: DEMO.seedAdmin,
  engaged_agent: DEMO.seedAgent,
  potential_agent: DEMO.recruit,
};
/** Which role opens a screen: the first of these that the route table allows. */
const PREFERENCE: Role[] = ['engaged_agent', 'company_admin', 'admin', 'potential_agent'];
const PUBLIC_SCREENS = ['/', '/login', '/signup', '/register', '/forgot-password', '/reset-password/$token', '/about', '/contact'];

interface Screen {
  route: string;
  role: Role | null;
}

const protectedScreens: Screen[] = Object.entries(ROUTE_ROLES).flatMap(([route, roles]) => {
  if (!BUILT.has(route)) {
    console.log(`a11y: ${route} is in the route table but has no route file yet: not checked`);
    return [];
  }
  const allowed = roles as readonly Role[];
  if (route === '/dashboard') return allowed.map((role) => ({ route, role }));
  return [{ route, role: PREFERENCE.find((r) => allowed.includes(r))! }];
});
const screens: Screen[] = [...PUBLIC_SCREENS.filter((r) => BUILT.has(r)).map((route) => ({ route, role: null })), ...protectedScreens];

const e2e = setUpE2e();
let moduleId: string;
/** A farmer every role that opens the farmer's page sees: one the agent of the table registered. */
let farmerId: string;
const sessions = new Map<Role | null, BrowserContext>();

beforeAll(async () => {
  [{ id: moduleId }] = await e2e.server.deps.db.select({ id: trainingModules.id }).from(trainingModules).where(eq(trainingModules.isActive, true)).orderBy(asc(trainingModules.moduleOrder)).limit(1);
  [{ id: farmerId }] = await e2e.server.deps.db
    .select({ id: farmers.id })
    .from(farmers)
    .innerJoin(users, eq(users.id, farmers.registeredById))
    .where(eq(users.email, ACCOUNT.engaged_agent))
    .limit(1);
});

/** A page of one browser context per role, signed in once by storing what the sign-in answers. */
async function pageFor(role: Role | null): Promise<Page> {
  let context = sessions.get(role);
  if (!context) {
    const page = await newPage(e2e.browser);
    context = page.context();
    sessions.set(role, context);
    if (role) await storeSession(page, e2e.server.url, ACCOUNT[role]);
    return page;
  }
  return context.pages()[0];
}

const urlOf = (route: string) => route.replace('$moduleId', moduleId).replace('$farmerId', farmerId).replace('$token', 'a'.repeat(64));

describe('U1 + U2 every screen at 360 × 640', () => {
  it('has screens to check', () => {
    expect(screens.length).toBeGreaterThan(15);
  });

  it.each(screens.map((s) => [`${s.route} as ${s.role ?? 'visitor'}`, s] as const))('%s', async (_, { route, role }) => {
    const page = await pageFor(role);
    await page.goto(`${e2e.server.url}${urlOf(route)}`);
    // Screens show skeletons/loaders while their queries run; measure the settled screen.
    await waitForSettledScreen(page, 15_000);
    if (route !== '/') expect(new URL(page.url()).pathname, 'stayed on the screen (not sent to /login or /unauthorized)').toBe(urlOf(route));

    const scroll = await page.evaluate(() => ({ width: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    expect(scroll.width, `${route}: page ${scroll.width}px wide in a ${scroll.viewport}px window`).toBeLessThanOrEqual(scroll.viewport);

    // Lists are cards at this width (DataTable): their badges show whole like every other badge.
    expect(await cutBadges(page), `${route}: cut badges`).toEqual([]);

    const violations = await seriousAxeViolations(page);
    expect(violations, `${route}: ${JSON.stringify(violations, null, 1)}`).toEqual([]);

    // The built public pages run inline scripts the CSP names by their hash (ADR 0025); no other may appear.
    const csp = (await fetch(page.url())).headers.get('content-security-policy') ?? '';
    const inline = await page.evaluate(() => [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''));
    const unlisted = inline.filter((script) => !csp.includes(`'sha256-${createHash('sha256').update(script).digest('base64')}'`));
    expect(unlisted, 'inline scripts the CSP does not allow').toEqual([]);
    expect(consoleErrors(page).filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});
