/**
 * Issue 32 item 4 (ADR 0057): an agent reading Kiswahili sees the modules and the questionnaire in Kiswahili,
 * and the English text where the admin wrote no Kiswahili.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO, DEMO_PASSWORD, sessionPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

async function inKiswahili(page: Page, where: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fap-language', 'sw'));
  await page.goto(`${e2e.server.url}${where}`);
}

/** A module written in English only, as an admin who skipped the Kiswahili fields saves it. */
async function createEnglishOnlyModule(title: string): Promise<void> {
  const login = await fetch(`${e2e.server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier: DEMO.admin, password: DEMO_PASSWORD }),
  });
  const { token } = (await login.json()) as { token: string };
  const form = new FormData();
  form.append('title', title);
  form.append('titleSw', '');
  form.append('audioFiles', new Blob([new Uint8Array(readFileSync(path.resolve('src/server/seed/audio/farmer-visits-1.ogg')))], { type: 'audio/ogg' }), 'lesson.ogg');
  const saved = await fetch(`${e2e.server.url}/api/training/admin/modules`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
  expect(saved.status).toBe(201);
}

describe('content in the reader’s language', () => {
  it('shows Kiswahili module titles, and English where no Kiswahili was written', async () => {
    await createEnglishOnlyModule('Record keeping for agents');
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/training');
    await page.getByText('Kuwatembelea wakulima', { exact: true }).waitFor();
    await page.getByText('Kuhifadhi mavuno salama', { exact: true }).waitFor();
    await page.getByText('Record keeping for agents', { exact: true }).waitFor();
    expect(await page.getByText('Visiting farmers', { exact: true }).count()).toBe(0);
    await page.context().close();
  });

  it('asks the questionnaire in Kiswahili', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/training/preTrainingQuestionnaire');
    await page.getByRole('button', { name: /^Anza (tathmini|dodoso)/i }).click();
    await page.getByText(/Ni wakati gani bora wa kupanda mahindi katika msimu wa masika\?/).waitFor();
    await page.getByText(/Miezi miwili kabla mvua hazijaanza/).waitFor();
    expect(await page.getByText(/When is the best time to plant maize/).count()).toBe(0);
    await page.context().close();
  });
});
