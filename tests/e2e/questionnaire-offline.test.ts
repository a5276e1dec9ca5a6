import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { companies, questionnaireSubmissions, users } from '@server/db/schema';
import { listQuestions } from '@server/modules/questionnaire/questionnaire.repo';
import { scoreAnswers } from '@shared/scoring';
import { DEMO, newPage, noSideScroll, setUpE2e, signIn, waitForToast } from '../support/e2e';

const e2e = setUpE2e();

const QUESTION = 'A farmer asks how deep to plant maize seed. What do you advise?';

async function seedsasaId(): Promise<string> {
  const [row] = await e2e.server.deps.db.select().from(companies).where(eq(companies.slug, 'seedsasa'));
  return row.id;
}

async function userId(email: string): Promise<string> {
  const [row] = await e2e.server.deps.db.select().from(users).where(eq(users.email, email));
  return row.id;
}

async function createQuestionAsAdmin(page: Page) {
  await page.goto(`${e2e.server.url}/training/preTrainingQuestionnaire`);
  await page.getByRole('combobox', { name: 'Company' }).click();
  await page.getByRole('option', { name: 'SeedSasa' }).click();
  await page.getByRole('tab', { name: 'Questions' }).click();
  await page.getByRole('heading', { name: 'Question Management' }).waitFor();
  await page.getByRole('button', { name: 'Create a Question' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Create Question' }).click();
  await waitForToast(page, 'Please fix the errors in the form');
  await dialog.getByText('Question text is required').waitFor();
  await dialog.getByText('At least 2 options are required').waitFor();

  await dialog.getByRole('textbox', { name: 'Question', exact: true }).fill(QUESTION);
  await dialog.getByRole('textbox', { name: /^Code/ }).fill('k9');
  expect(await dialog.getByRole('textbox', { name: /^Code/ }).inputValue()).toBe('K9');
  // Four options by default; the correct-answer radio stays disabled while an option is empty.
  expect(await dialog.getByRole('textbox', { name: /^Option [A-F]$/ }).count()).toBe(4);
  expect(await dialog.getByRole('radio', { name: 'Option A is the correct answer' }).isDisabled()).toBe(true);
  const options: [string, number][] = [['About 5 cm, in moist soil', 1], ['On top of the soil', 0], ['As deep as possible', 0.25]];
  for (const [i, [text, score]] of options.entries()) {
    const letter = String.fromCharCode(65 + i);
    await dialog.getByRole('textbox', { name: `Option ${letter}`, exact: true }).fill(text);
    await dialog.getByRole('textbox', { name: 'Score' }).nth(i).fill(String(score));
  }
  await dialog.getByRole('radio', { name: 'Option A is the correct answer' }).check();
  await dialog.getByRole('button', { name: 'Remove option D' }).click();
  await dialog.getByRole('button', { name: 'Create Question' }).click();
  await waitForToast(page, 'Question created successfully!');
  await page.getByRole('article', { name: 'Question K9' }).waitFor();
}

/** A score as the screens write it: whole and rounded down ('44%', 61.5 → '61%'), like the 70% pass mark (ADR 0056). */
const percentText = (percent: number) => `${Math.trunc(percent)}%`;

/** Answers every question of the current section with its option A, checking the section gate on the way. */
async function answerAllSections(page: Page) {
  const first = await page.getByText(/^Section 1 of \d$/).innerText();
  const sections = Number(first.split(' of ')[1]);
  for (let s = 1; s <= sections; s++) {
    await page.getByText(`Section ${s} of ${sections}`).waitFor();
    expect(await noSideScroll(page)).toBe(true);
    const next = page.getByRole('button', { name: s === sections ? 'Submit Questionnaire' : 'Next Section' });
    expect(await next.isDisabled()).toBe(true);
    const groups = page.getByRole('radiogroup');
    const n = await groups.count();
    for (let i = 0; i < n; i++) await groups.nth(i).getByRole('radio').first().check();
    expect(await next.isEnabled()).toBe(true);
    await next.click();
  }
}

describe('pre-training questionnaire offline', () => {
  it('an admin adds a question; an agent completes the assessment offline, scored once synced; the report shows the score', async () => {
    const admin = await newPage(e2e.browser, { desktop: true });
    await signIn(admin, e2e.server.url, DEMO.admin);
    await createQuestionAsAdmin(admin);

    // What the agent will score by answering A everywhere, by the server's own questions.
    const questions = await listQuestions(e2e.server.deps.db, await seedsasaId());
    expect(questions.some((q) => q.code === 'K9')).toBe(true);
    const expected = scoreAnswers(questions.map((q) => ({ trait: q.trait, score: q.options[0].score }))).overallPercent;

    const agent = await newPage(e2e.browser);
    await signIn(agent, e2e.server.url, DEMO.seedAgent);
    await agent.goto(`${e2e.server.url}/training/preTrainingQuestionnaire`);
    await agent.getByRole('button', { name: 'Begin Assessment' }).waitFor();
    await agent.getByText('A minimum score of 70% is needed to qualify for training.').first().waitFor();
    // The worker precaches the whole app before it controls the page: on a loaded machine that takes more than a few
    // seconds, and an offline reload before it would get the browser's own error page.
    await agent.evaluate(() => navigator.serviceWorker?.ready);
    if (!(await agent.evaluate(() => Boolean(navigator.serviceWorker?.controller)))) {
      await agent.reload();
      await agent.getByRole('button', { name: 'Begin Assessment' }).waitFor();
    }
    await agent.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, { timeout: 60_000 });
    // The questions are in the persisted cache once the screen has been opened online.
    await expect.poll(() => agent.evaluate(() => Object.keys(localStorage).some((k) => (localStorage.getItem(k) ?? '').includes('deep to plant maize seed')))).toBe(true);

    await agent.context().setOffline(true);
    await agent.reload();
    await agent.getByRole('button', { name: 'Begin Assessment' }).click();
    await answerAllSections(agent);
    await waitForToast(agent, 'Questionnaire completed successfully!');
    // The phone holds no answer key: the answers show at once, the score only once the server has it.
    await agent.getByText('Submitted — your score appears when you are back online.').waitFor();
    // On the phone each answer is a card (question, trait and answer stacked), not a table wider than the screen.
    await agent.getByRole('listitem').filter({ hasText: QUESTION }).waitFor();
    expect(await agent.getByRole('table').count()).toBe(0);
    expect(await agent.getByText(/Overall weighted score/).count()).toBe(0);
    expect(await noSideScroll(agent)).toBe(true);
    expect(await agent.evaluate(() => Object.values(localStorage).some((v) => v.includes('isCorrect')))).toBe(false);
    const agentId = await userId(DEMO.seedAgent);
    expect(await e2e.server.deps.db.select().from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, agentId))).toHaveLength(0);

    await agent.context().setOffline(false);
    await waitForToast(agent, 'Questionnaire submitted successfully!', 30_000);
    await agent.getByText('Confirmed').waitFor({ timeout: 30_000 });
    await agent.getByText(`Overall weighted score: ${percentText(expected)}`).waitFor();
    const stored = await e2e.server.deps.db.select().from(questionnaireSubmissions).where(eq(questionnaireSubmissions.userId, agentId));
    expect(stored).toHaveLength(1);
    expect(stored[0].overallPercent).toBe(expected);
    await agent.context().close();

    await admin.goto(`${e2e.server.url}/reports/posttrainingreport`);
    await admin.getByRole('heading', { name: 'Assessments Report' }).waitFor();
    await admin.getByRole('row').filter({ hasText: DEMO.seedAgent }).click();
    const modal = admin.getByRole('dialog', { name: 'User Pre-Training Report' });
    await modal.getByText(percentText(expected)).first().waitFor();
    await modal.getByRole('cell', { name: QUESTION }).waitFor();
    await admin.context().close();
  });
});
