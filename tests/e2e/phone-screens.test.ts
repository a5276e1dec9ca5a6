/**
 * Issue 16 on screen: lists as cards below 600 px (tables from 600 px; the farmers as a compact list, issue 32),
 * the pager's page numbers, the offline state in at most two lines and the footer that scrolls away on a phone,
 * whole badges, one highlighted menu entry, the admin record-activity form, the role's dashboard cards, seasonal progress, loan balances and the sign-up messages.
 * Phones are 360 × 640, desktops 1280 × 800.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies, farmers, pointEvents, users } from '@server/db/schema';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, noSideScroll, sessionPage, setUpE2e, waitForToast } from '../support/e2e';
import { cutBadges, markedMenuEntries } from '../support/layout';

const e2e = setUpE2e();
const desktop = { desktop: true } as const;

/** Waits until the list has answered (its pager or its first card or row shows). */
const listShown = (page: Page) => page.getByRole('navigation', { name: 'Pagination' }).waitFor();

describe('lists: cards on a phone, a table from 600 px', () => {
  it('shows the farmer register as a compact list at 360 × 740 (ten farmers within two screens), as a table at 1280 px', async () => {
    // Issue 32 item 7: name and village open the farmer, the number calls them, no badge for a synced farmer.
    const phone = await sessionPage(e2e, DEMO.admin, '/all-farmers', { viewport: { width: 360, height: 740 } });
    await listShown(phone);
    expect(await phone.locator('main table').count()).toBe(0);
    const rows = phone.locator('main ul > li');
    expect(await rows.count()).toBe(10);
    const first = rows.first();
    const farmer = await first.getByRole('link').first().getAttribute('href');
    expect(farmer).toMatch(/^\/engage\/farmers\/[^/]+$/);
    const call = first.locator('a[href^="tel:"]');
    expect(await call.getAttribute('href')).toMatch(/^tel:\+254\d{9}$/);
    const number = await call.boundingBox();
    expect(number!.height, 'the phone number on one line, 44 px high').toBeLessThan(60);
    expect(await phone.locator('main').getByText('Synced', { exact: true }).count()).toBe(0);
    const listBottom = await phone.evaluate(() => document.querySelector('main ul')!.getBoundingClientRect().bottom + window.scrollY);
    expect(listBottom, 'ten farmers and what comes above them within two screens').toBeLessThanOrEqual(2 * 740);
    expect(await noSideScroll(phone)).toBe(true);
    expect(await cutBadges(phone)).toEqual([]);
    await phone.context().close();

    const wide = await sessionPage(e2e, DEMO.admin, '/all-farmers', desktop);
    await listShown(wide);
    await wide.getByRole('columnheader', { name: 'Status' }).waitFor();
    expect(await wide.locator('main table tbody tr').count()).toBe(10);
    expect(await cutBadges(wide)).toEqual([]);
    await wide.context().close();
  });

  it('fits Manage Users in its box at 1280 × 800 with whole badges and Edit in view; cards keep Edit on a phone', async () => {
    const wide = await sessionPage(e2e, DEMO.admin, '/agents', desktop);
    await listShown(wide);
    const box = await wide.evaluate(() => {
      const table = document.querySelector<HTMLElement>('main table')!;
      const viewport = table.closest<HTMLElement>('.mantine-ScrollArea-viewport') ?? table.parentElement!;
      return { table: table.offsetWidth, box: viewport.clientWidth };
    });
    expect(box.table, 'table width inside its box').toBeLessThanOrEqual(box.box);
    const edit = await wide.getByRole('button', { name: /^Edit / }).first().boundingBox();
    expect(edit!.x + edit!.width).toBeLessThanOrEqual(1280);
    expect(await cutBadges(wide)).toEqual([]);
    expect(await noSideScroll(wide)).toBe(true);
    await wide.context().close();

    const phone = await sessionPage(e2e, DEMO.admin, '/agents');
    await listShown(phone);
    const cards = phone.locator('main ul > li');
    expect(await cards.count()).toBeGreaterThan(0);
    // The signed-in admin's own card has no Edit (their details are on the profile page); every other card has one.
    expect(await cards.getByRole('button', { name: /^Edit / }).count()).toBe((await cards.count()) - 1);
    expect(await cutBadges(phone)).toEqual([]);
    expect(await noSideScroll(phone)).toBe(true);
    await phone.context().close();
  });

  it('shows a rejected loan without a balance', async () => {
    const page = await sessionPage(e2e, DEMO.lenderAdmin, '/engage/loans', desktop);
    const rejected = page.getByRole('row').filter({ has: page.getByText('Rejected', { exact: true }) }).first();
    await rejected.waitFor();
    const headers = await page.getByRole('columnheader').allInnerTexts();
    expect(await rejected.getByRole('cell').nth(headers.indexOf('Balance')).innerText()).toBe('—');
    await page.context().close();
  });
});

describe('the pager', () => {
  it('offers page numbers with ellipses and keeps Next beside Last at 360 px', async () => {
    // Enough farmers for more than 7 pages, so the pager windows its numbers.
    const [seedsasa] = await e2e.server.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
    await e2e.server.deps.db
      .insert(farmers)
      .values(Array.from({ length: 80 }, (_, i) => ({ companyId: seedsasa.id, name: `Pager Farmer ${i}`, phoneNumber: `+2547119${String(i).padStart(5, '0')}`, gender: 'Female', county: 'Meru', recordedAt: new Date() })));
    const page = await sessionPage(e2e, DEMO.admin, '/all-farmers');
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await pager.waitFor();
    expect(await pager.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await pager.getByText('…').count()).toBeGreaterThan(0);
    for (const name of ['First', 'Previous', 'Next', 'Last']) expect(await pager.getByRole('button', { name, exact: true }).count()).toBe(1);
    const next = await pager.getByRole('button', { name: 'Next', exact: true }).boundingBox();
    const last = await pager.getByRole('button', { name: 'Last', exact: true }).boundingBox();
    expect(last!.y).toBe(next!.y);
    expect(last!.x + last!.width).toBeLessThanOrEqual(360);

    await pager.getByRole('button', { name: 'Page 3', exact: true }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('page')).toBe('3');
    // The pager marks the page whose farmers are shown: page 3's answer may come after the address changed.
    await expect.poll(() => pager.getByRole('button', { name: 'Page 3', exact: true }).getAttribute('aria-current')).toBe('page');
    await page.context().close();
  });
});

describe('the shell on a phone', () => {
  it('says it is offline in at most two lines, the sentence whole, and lets the footer scroll with the page', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, '/engage/farmers');
    await listShown(page);
    const footerFixed = () =>
      page.evaluate(() => {
        const label = [...document.querySelectorAll('body *')].find((e) => e.childElementCount === 0 && /^v\d+\.\d+\.\d+$/.test(e.textContent ?? ''));
        for (let e = label?.parentElement; e; e = e.parentElement) if (getComputedStyle(e).position === 'fixed') return true;
        return label ? false : null;
      });
    expect(await footerFixed()).toBe(false);

    await page.context().setOffline(true);
    const message = page.getByText(/^You are offline\./);
    await message.waitFor();
    const banner = await page.locator('[role="status"]').filter({ has: message }).locator('> div').boundingBox();
    expect(banner!.height, 'at most two lines').toBeLessThanOrEqual(60);
    expect(banner!.width).toBeLessThanOrEqual(360);
    expect(await message.evaluate((text) => text.scrollWidth <= text.clientWidth), 'the whole sentence shows').toBe(true);
    await page.context().close();

    const wide = await sessionPage(e2e, DEMO.seedAgent, '/engage/farmers', desktop);
    await listShown(wide);
    expect(await wide.evaluate(() => getComputedStyle(document.querySelector('.mantine-AppShell-footer')!).position)).toBe('fixed');
    await wide.context().close();
  });

  it('highlights exactly one menu entry', async () => {
    const agent = await sessionPage(e2e, DEMO.seedAgent, '/training/preTrainingQuestionnaire', desktop);
    await agent.getByRole('heading').first().waitFor();
    await expect.poll(() => markedMenuEntries(agent)).toEqual(['Assessment']);
    await agent.goto(`${e2e.server.url}/training`);
    await expect.poll(() => markedMenuEntries(agent)).toEqual(['Training']);
    await agent.context().close();

    const admin = await sessionPage(e2e, DEMO.admin, '/training/modules', desktop);
    await listShown(admin);
    await expect.poll(() => markedMenuEntries(admin)).toEqual(['Manage Audios']);
    expect(await cutBadges(admin)).toEqual([]);
    await admin.context().close();
  });
});

describe('admin record activity (spec part 2 §7)', () => {
  it('lets a company admin record an activity with a reason for an agent of its company', async () => {
    const page = await sessionPage(e2e, DEMO.seedAdmin, '/admin/gamification');
    await page.getByRole('button', { name: 'Record activity' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record activity' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Record activity' }).click();
    await dialog.getByText('Choose an agent').waitFor();
    await dialog.getByText('Choose an activity type').waitFor();
    await dialog.getByText('Reason is required').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await noSideScroll(page)).toBe(true);

    await dialog.getByRole('combobox', { name: 'Agent', exact: true }).fill('Kiptoo');
    await page.getByRole('option', { name: 'David Kiptoo', exact: true }).click();
    await dialog.getByRole('combobox', { name: 'Activity type', exact: true }).click();
    await page.getByRole('option', { name: /^Attend check-in/ }).click();
    await dialog.getByLabel(/^Reason/).fill('Field day in Njoro');
    await dialog.getByRole('button', { name: 'Record activity' }).click();
    await page.getByText('10 points recorded for David Kiptoo').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const [agent] = await e2e.server.deps.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO.seedAgent));
    const rows = await e2e.server.deps.db.select().from(pointEvents).where(and(eq(pointEvents.userId, agent.id), eq(pointEvents.reason, 'Field day in Njoro')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ activityType: 'ATTEND_CHECKIN', points: 10 });
    await page.context().close();
  });
});

describe('what each role sees', () => {
  it('shows a seed company admin its own sales card only and a recruit no sales targets or charts', async () => {
    const admin = await sessionPage(e2e, DEMO.seedAdmin, '/dashboard', desktop);
    await admin.getByText('SeedSasa Sales').waitFor();
    expect(await admin.getByText(/Everlend Sales/i).count()).toBe(0);
    await admin.context().close();

    const recruit = await sessionPage(e2e, DEMO.recruit, '/dashboard');
    await recruit.getByText('Total Points Earned').waitFor();
    expect(await recruit.getByText(/Target vs Achieved/).count()).toBe(0);
    expect(await recruit.locator('main svg[role="img"]').count()).toBe(0);
    await recruit.context().close();
  });

  it('keeps the Company column but not the Company filter in the performance report of a company admin', async () => {
    const page = await sessionPage(e2e, DEMO.seedAdmin, '/reports/gamification', desktop);
    await page.getByRole('columnheader', { name: 'Company' }).waitFor();
    await page.getByRole('columnheader', { name: 'Tier' }).waitFor();
    expect(await page.getByRole('combobox', { name: 'Company', exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('shows the season points toward the long-term choice, or toward the default 1,000 before one is chosen', async () => {
    const seasonCard = (page: Page) => page.locator('.mantine-Card-root').filter({ has: page.getByRole('heading', { name: 'Seasonal incentive' }) });
    // The recruit chose Field toolkit (1,000 points) in the demo data; the SeedSasa agent has no long-term choice.
    const recruit = await sessionPage(e2e, DEMO.recruit, '/incentives');
    await seasonCard(recruit).getByText(/toward Field toolkit/).waitFor();
    await seasonCard(recruit).getByText(/^\d+ \/ 1000 points$/).waitFor();
    expect(await seasonCard(recruit).getByRole('progressbar', { name: 'Seasonal points progress' }).count()).toBe(1);
    await recruit.context().close();

    const agent = await sessionPage(e2e, DEMO.seedAgent, '/incentives');
    await seasonCard(agent).getByText(/^\d+ \/ 1000 points$/).waitFor();
    await seasonCard(agent).getByText(/Choose a seasonal incentive to aim for its reward\./).waitFor();
    await agent.context().close();
  });
});

describe('sign-up messages', () => {
  it('names the rule that failed: a name too long, a phone number that is not one', async () => {
    const page = await sessionPage(e2e, DEMO.recruit);
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${e2e.server.url}/signup`);
    await page.getByLabel(/^name/i).fill('a'.repeat(300));
    await page.getByLabel(/^phone number/i).fill('abc');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Name must be at most 120 characters', { exact: true }).waitFor();
    await page.getByText(PHONE_INVALID, { exact: true }).waitFor();
    expect(await page.getByText('Name is required', { exact: true }).count()).toBe(0);
    await page.context().close();
  });
});

describe('texts the spec names', () => {
  it("says 'Failed to load farmers.' when the sale form's farmer list does not load", async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await page.route('**/api/farmers?*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"Boom"}' }));
    await page.goto(`${e2e.server.url}/engage/sales`);
    await waitForToast(page, 'Failed to load farmers.');
    await page.context().close();
  });
});
