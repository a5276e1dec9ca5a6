import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO, noSideScroll, sessionPage, setUpE2e, waitForPath, waitForToast } from '../support/e2e';

const AUDIO = path.resolve('src/server/seed/audio/seed-selection-2.ogg');

const e2e = setUpE2e();

describe('training administration on a 360 px phone', () => {
  it('uploads, downloads and deletes an audio file on /file-upload', async () => {
    const page = await sessionPage(e2e, DEMO.admin, '/file-upload', { acceptDownloads: true });
    await page.getByRole('heading', { name: 'Audio File Management' }).waitFor();
    await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not audio') });
    await waitForToast(page, 'Invalid file type. Only MP3, WAV, AAC, and OGG files are allowed.');

    await page.locator('input[type=file]').setInputFiles({ name: 'Mbegu bora.ogg', mimeType: 'audio/ogg', buffer: readFileSync(AUDIO) });
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await waitForToast(page, 'File uploaded successfully!');
    await page.getByText('Mbegu bora.ogg').waitFor();
    expect(await noSideScroll(page)).toBe(true);

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download Mbegu bora.ogg' }).click()]);
    expect(download.suggestedFilename()).toBe('Mbegu bora.ogg');
    await waitForToast(page, 'Download started!');

    await page.getByRole('button', { name: 'Delete Mbegu bora.ogg' }).click();
    await page.getByText('Are you sure you want to delete this file?').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await waitForToast(page, 'File deleted successfully!');
    await expect.poll(() => page.getByText('Mbegu bora.ogg').count()).toBe(0);
    await page.context().close();
  });

  it('filters modules with a debounce and toggles one on /admin/training', async () => {
    const page = await sessionPage(e2e, DEMO.admin, '/training/modules');
    await page.getByText('Showing 1 to 3 of 3 results').waitFor();
    await page.getByLabel('Title', { exact: true }).fill('visiting');
    await page.getByText('Showing 1 to 1 of 1 results').waitFor();
    await page.getByLabel('Title', { exact: true }).fill('no such module');
    await page.getByText('No training modules found.').waitFor();
    expect(await noSideScroll(page)).toBe(true);

    await page.goto(`${e2e.server.url}/admin/training`);
    await page.getByText('Available Audio Files (5)').waitFor();
    const card = page.locator('.mantine-Card-root', { hasText: 'Visiting farmers' });
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await waitForToast(page, 'Module status updated successfully');
    await card.getByRole('button', { name: 'Activate' }).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    await page.context().close();
  });

  it('keeps agents out of the admin screens', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    for (const route of ['/training/modules', '/file-upload', '/admin/training']) {
      await page.goto(`${e2e.server.url}${route}`);
      await waitForPath(page, '/unauthorized');
    }
    await page.context().close();
  });
});
