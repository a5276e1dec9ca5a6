/**
 * Issue 15 (I4): the training list, the pre-training questionnaire and the incentives portal in Kiswahili on a
 * 360 px phone: texts from the message files, traits from `enums`, figures through format.ts, no serious axe
 * violation and no horizontal scroll, as in English.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, noSideScroll, sessionPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

/** The device's language choice, as the sign-in screen and the profile keep it; the next load shows it. */
async function inKiswahili(page: Page, path: string): Promise<void> {
  await page.evaluate(() => localStorage.setItem('fap-language', 'sw'));
  await page.goto(`${e2e.server.url}${path}`);
}

async function expectPhoneReady(page: Page): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('sw');
  expect(await noSideScroll(page)).toBe(true);
  expect(await seriousAxeViolations(page)).toEqual([]);
}

describe('learning screens in Kiswahili', () => {
  it('the training list shows its figures and module cards in Kiswahili', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/training');
    await page.getByRole('heading', { name: 'Moduli za Mafunzo' }).waitFor();
    await page.getByText('Kiwango cha ukamilishaji').waitFor();
    await page.getByText(/^Faili \d+ (ya|za) sauti$/).first().waitFor();
    await page.getByRole('button', { name: /^(Anza|Endelea|Pitia tena)$/ }).first().waitFor();
    expect(await page.getByText('Training Modules').count()).toBe(0);
    await expectPhoneReady(page);
    await page.context().close();
  });

  it('the questionnaire starts in Kiswahili and its sections are named by the traits', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/training/preTrainingQuestionnaire');
    await page.getByRole('heading', { name: 'Tathmini ya Kabla ya Mafunzo', exact: true }).waitFor();
    await page.getByText('Alama ya angalau 70% inahitajika ili kufuzu kwa mafunzo.').waitFor();
    await page.getByText(/Maarifa, Mawasiliano, Mawasiliano yenye kujali, Ustahimilivu/).waitFor();
    await expectPhoneReady(page);

    await page.getByRole('button', { name: 'Anza tathmini' }).click();
    await page.getByText(/^Sehemu 1 kati ya \d$/).waitFor();
    await page.getByRole('heading', { name: 'Maarifa' }).waitFor();
    expect(await page.getByRole('button', { name: 'Sehemu inayofuata' }).isDisabled()).toBe(true);
    await expectPhoneReady(page);
    await page.context().close();
  });

  it('a submitted questionnaire shows its score and trait breakdown in Kiswahili', async () => {
    const page = await sessionPage(e2e, DEMO.recruit);
    await inKiswahili(page, '/training/preTrainingQuestionnaire');
    await page.getByRole('heading', { name: 'Alama yako' }).waitFor();
    // A percent is whole, like the 70% beside it (ADR 0056); on the phone each answer is a card.
    await page.getByText(/^Alama yako ya jumla: \d+%$/).waitFor();
    await page.getByRole('term').filter({ hasText: 'Sifa' }).first().waitFor();
    await page.getByText(/^\d+% · uzito \d+%$/).first().waitFor();
    await page.getByText('Hatua yako inayofuata').waitFor();
    await expectPhoneReady(page);
    await page.context().close();
  });

  it('the incentives portal names the tiers and the season in Kiswahili', async () => {
    const page = await sessionPage(e2e, DEMO.seedAgent);
    await inKiswahili(page, '/incentives');
    await page.getByRole('heading', { name: 'Motisha za Mawakala' }).waitFor();
    await page.getByText('Ngazi ya sasa').waitFor();
    await page.getByText(/^(Masika \d{4}|Vuli \d{4}\/\d{2})/).waitFor();
    await expectPhoneReady(page);
    await page.getByRole('button', { name: 'Ngazi za maendeleo' }).click();
    await page.getByText('Shujaa wa Mabadiliko').waitFor();
    await page.context().close();
  });
});
