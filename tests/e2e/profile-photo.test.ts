import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '@server/db/schema';
import { DEMO, forgetSavedAnswers, noSideScroll, sessionPage, setUpE2e, signedInPage, storedSession, waitForPath, waitForToast } from '../support/e2e';

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const e2e = setUpE2e({}, 180_000);

describe('profile on a 360 px phone', () => {
  it('an agent updates the profile photo', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, '/settings/profile');
    await page.getByRole('heading', { name: 'Profile', exact: true }).waitFor();
    await page.getByRole('heading', { name: 'Professional Information' }).waitFor();
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO.seedAgent);

    const fileInput = page.locator('input[type=file]');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
    await page.getByText('Please select an image file').waitFor();

    await fileInput.setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await waitForToast(page, 'Profile updated successfully');

    const [row] = await e2e.server.deps.db.select({ photoUrl: users.photoUrl }).from(users).where(eq(users.email, DEMO.seedAgent));
    expect(row.photoUrl).toMatch(/^\/uploads\/photos\/[a-f0-9]{64}\.png$/);
    expect((await storedSession(page))?.user.photoUrl).toBe(row.photoUrl);
    await expect.poll(() => page.getByRole('img', { name: 'Profile photo' }).getAttribute('src')).toBe(row.photoUrl);
    expect(await noSideScroll(page)).toBe(true);
    await page.context().close();
  });

  it('signs out on every device after a change of email, and tells the old address', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent, '/settings/profile');
    const other = await sessionPage(e2e, DEMO.seedAgent);
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO.seedAgent);
    await page.getByLabel('Email').fill('david.new@demo.local');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await waitForToast(page, /you were signed out on every device/);
    await waitForPath(page, '/login');
    expect(await storedSession(page)).toBeNull();
    expect(e2e.server.mail.find((m) => m.to === DEMO.seedAgent)).toMatchObject({ subject: 'Your email address was changed' });
    await forgetSavedAnswers(other);
    await other.goto(`${e2e.server.url}/settings/profile`);
    await waitForPath(other, '/login');
    await page.context().close();
    await other.context().close();
  });

  it('shows the profile validation messages of the spec', async () => {
    const page = await sessionPage(e2e, DEMO.recruit, '/settings/profile');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO.recruit);
    await page.getByLabel('Full Name').fill('');
    await page.getByLabel('Phone Number').fill('');
    await page.getByLabel('Work Location').fill('');
    await page.getByLabel('Years of Sales/Field Experience').fill('many');
    await page.getByLabel('Date of Birth').fill('2099-01-01');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    for (const message of ['Name is required', 'Phone number is required', 'Work location is required', 'Valid number required', 'Date of birth cannot be in the future']) {
      await page.getByText(message).waitFor();
    }
    await page.context().close();
  });

  it('queues a profile edit made offline and sends it when back online', async () => {
    const page = await signedInPage(e2e, DEMO.lenderAgent, '/settings/profile');
    await expect.poll(() => page.getByLabel('Email').inputValue()).toBe(DEMO.lenderAgent);
    await page.context().setOffline(true);
    await page.getByLabel('Full Name').fill('Esther Offline Achieng');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await waitForToast(page, 'It will sync when you are back online');
    expect((await storedSession(page))?.user.name).toBe('Esther Offline Achieng');
    const nameOnServer = async () =>
      (await e2e.server.deps.db.select({ name: users.name }).from(users).where(eq(users.email, DEMO.lenderAgent)))[0].name;
    expect(await nameOnServer()).not.toBe('Esther Offline Achieng');
    await page.context().setOffline(false);
    await expect.poll(nameOnServer, { timeout: 30_000 }).toBe('Esther Offline Achieng');
    await page.context().close();
  });
});
