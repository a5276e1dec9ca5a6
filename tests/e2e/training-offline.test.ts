import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { audioProgress, moduleAudios, trainingModules, users } from '@server/db/schema';
import { DEMO, newPage, noSideScroll, setUpE2e, signedInPage, signIn, waitForPath, waitForSettledScreen, waitForToast } from '../support/e2e';

const AUDIO = ['farmer-visits-1.ogg', 'farmer-visits-2.ogg'].map((f) => path.resolve('src/server/seed/audio', f));
const TITLE = 'Offline listening drill';

const e2e = setUpE2e();

/** The agent's progress rows on the new module, straight from the server's database. */
async function serverProgress() {
  const [agent] = await e2e.server.deps.db.select().from(users).where(eq(users.email, DEMO.seedAgent));
  const [module] = await e2e.server.deps.db.select().from(trainingModules).where(eq(trainingModules.title, TITLE));
  const audios = await e2e.server.deps.db.select().from(moduleAudios).where(eq(moduleAudios.moduleId, module.id)).orderBy(moduleAudios.position);
  const rows = await e2e.server.deps.db
    .select()
    .from(audioProgress)
    .where(and(eq(audioProgress.userId, agent.id), inArray(audioProgress.moduleAudioId, audios.map((a) => a.id))));
  return { audios, rows };
}

/**
 * Reloads the first audio and plays it through at double speed (the server counts listening up to 2×, and needs
 * 80 % of the audio listened before it may be completed), muted for headless autoplay, until it ends.
 */
async function playFirstToEnd(page: Page) {
  await page.locator('audio').first().evaluate(async (el) => {
    const audio = el as HTMLAudioElement;
    audio.muted = true;
    // A fresh load: the bytes must be fetched now (offline), not taken from the element's buffer.
    await new Promise((resolve, reject) => {
      audio.addEventListener('loadedmetadata', resolve, { once: true });
      audio.addEventListener('error', () => reject(new Error('audio failed to load')), { once: true });
      audio.load();
    });
    audio.playbackRate = 2;
    await audio.play();
    await new Promise((resolve) => audio.addEventListener('ended', resolve, { once: true }));
  });
}

describe('training offline', () => {
  it('an admin builds a module; an agent downloads it, completes audio 1 offline, audio 2 unlocks, and the server records it once', async () => {
    const admin = await newPage(e2e.browser, { desktop: true });
    await signIn(admin, e2e.server.url, DEMO.admin);
    await admin.goto(`${e2e.server.url}/training/modules`);
    await admin.getByRole('button', { name: 'Add Module' }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('textbox', { name: 'Title', exact: true }).fill(TITLE);
    await dialog.getByRole('textbox', { name: 'Description', exact: true }).fill('Listen with the network off');
    await dialog.locator('input[type=file]').setInputFiles(AUDIO);
    await dialog.getByRole('button', { name: 'Create' }).click();
    await waitForToast(admin, 'Training module created successfully');
    await admin.getByRole('cell', { name: TITLE, exact: true }).waitFor();
    await admin.context().close();

    const page = await signedInPage(e2e, DEMO.seedAgent, '/training');
    // Offline audio is answered by the service worker: wait until it controls this page.
    await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 3000))]));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
    const card = page.locator('.mantine-Card-root', { hasText: TITLE });
    await card.waitFor();
    await card.getByRole('button', { name: 'Start' }).click();
    await waitForPath(page, `/training/module/${(await serverProgress()).audios[0].moduleId}`);
    await page.getByText('Complete the previous audio to unlock this one').waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await page.getByRole('button', { name: /^Download for offline/ }).click();
    await page.getByText(/^Downloaded \(/).waitFor();
    expect(await page.evaluate(async () => (await (await caches.open('audio-v1')).keys()).length)).toBeGreaterThanOrEqual(2);

    // Nothing may come from the HTTP cache: offline audio must be the service worker's copy in audio-v1.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await page.context().setOffline(true);
    await playFirstToEnd(page);
    await page.getByRole('button', { name: 'Mark as Complete' }).click();
    await waitForToast(page, 'Audio 1 completed! Audio 2 is now unlocked.');
    await expect.poll(() => page.locator('audio').count()).toBe(2);
    expect(await page.getByText('Complete the previous audio to unlock this one').count()).toBe(0);
    expect((await serverProgress()).rows.filter((r) => r.isCompleted)).toHaveLength(0);

    await page.context().setOffline(false);
    await expect.poll(async () => (await serverProgress()).rows.filter((r) => r.isCompleted).length, { timeout: 20_000 }).toBe(1);
    await page.getByRole('button', { name: 'Completed' }).first().waitFor();
    // Sent once: with no request of the page in flight any more, no second report is on its way.
    await waitForSettledScreen(page, 10_000);
    const { audios, rows } = await serverProgress();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ moduleAudioId: audios[0].id, isCompleted: true });
    // Listened offline, counted by the times the reports were made on the phone, not by when they arrived.
    expect(rows[0].timeSpentSeconds).toBeGreaterThanOrEqual(6);
    await page.context().close();
  });
});
