import { describe, expect, it } from 'vitest';
import { DEMO, noSideScroll, sessionPage, setUpE2e, waitForToast } from '../support/e2e';

const e2e = setUpE2e();

/** Issue 32 item 4: an admin titles a module's audio in English and Kiswahili on a 360 px phone. */
describe('audio titles in the module form', () => {
  it('writes both titles of an audio, keeps them, and labels the fields in the language on screen', async () => {
    const page = await sessionPage(e2e, DEMO.admin, '/admin/training');
    const card = page.locator('.mantine-Card-root', { hasText: 'Visiting farmers' });
    await card.getByRole('button', { name: 'Edit' }).click();
    const dialog = page.getByRole('dialog');
    const english = dialog.getByLabel('Title of audio 1 (optional)', { exact: true });
    const kiswahili = dialog.getByLabel('Title of audio 1 in Kiswahili (optional)', { exact: true });
    await english.fill('Greeting a farmer');
    await kiswahili.fill('Kumsalimu mkulima');
    for (const field of [english, kiswahili]) expect((await field.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await noSideScroll(page)).toBe(true);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await waitForToast(page, 'Training module updated successfully');

    await card.getByRole('button', { name: 'Edit' }).click();
    await expect.poll(() => dialog.getByLabel('Title of audio 1 (optional)', { exact: true }).inputValue()).toBe('Greeting a farmer');
    expect(await dialog.getByLabel('Title of audio 1 in Kiswahili (optional)', { exact: true }).inputValue()).toBe('Kumsalimu mkulima');
    await page.context().close();

    const sw = await sessionPage(e2e, DEMO.admin, '/admin/training', { locale: 'sw-KE' });
    await sw.locator('.mantine-Card-root', { hasText: 'Visiting farmers' }).locator('button').filter({ hasText: /Hariri|Edit/ }).first().click();
    await sw.getByRole('dialog').getByLabel('Kichwa cha sauti 1 kwa Kiswahili (si lazima)', { exact: true }).waitFor();
    await sw.context().close();
  });
});
