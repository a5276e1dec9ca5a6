import { readFile } from 'node:fs/promises';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, farmers } from '@server/db/schema';
import { seriousAxeViolations } from '../support/axe';
import { DEMO, noSideScroll, selectOption, sessionPage, setUpE2e } from '../support/e2e';

const e2e = setUpE2e();

const csv = (prefix: string, phones: string[]) =>
  Buffer.from(
    [
      'Name,Phone Number,Gender,County,Village',
      `${prefix} Atieno,${phones[0]},Female,Kisumu,Kondele`,
      `${prefix} Kamau,${phones[1]},male,nakuru,`,
      `${prefix} Nowhere,${phones[2]},Male,Atlantis,`,
    ].join('\r\n'),
  );

const importedNamed = async (prefix: string, companyId: string) =>
  e2e.server.deps.db
    .select({ name: farmers.name, county: farmers.county })
    .from(farmers)
    .where(and(like(farmers.name, `${prefix}%`), eq(farmers.companyId, companyId)));

const companyOf = async (slug: string) => (await e2e.server.deps.db.select().from(companies).where(eq(companies.slug, slug)))[0];

describe('importing farmers from a CSV', () => {
  it('company admin at 360 px: template, dry run with the problem as a card, then the import', async () => {
    const page = await sessionPage(e2e, DEMO.seedAdmin, '/engage/farmers');
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import farmers' }).waitFor();

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download template' }).click()]);
    expect(download.suggestedFilename()).toBe('farmers-import-template.csv');
    const template = await readFile((await download.path()) as string, 'utf8');
    expect(template.split('\r\n')[0]).toBe('\uFEFFName,Phone Number,National ID,Age,Gender,County,Sub County,Ward,Village,Crop Type,Farm Size,Latitude,Longitude,Accuracy (m)');

    await page.locator('input[type="file"]').setInputFiles({ name: 'farmers.csv', mimeType: 'text/csv', buffer: csv('Phone Import', ['0711000101', '0711000102', '0711000103']) });
    await page.getByRole('button', { name: 'Check file' }).click();
    await page.getByText('3 farmer rows in the file').waitFor();
    await page.getByText('2 ready to import').waitFor();
    await page.getByText('1 problem', { exact: true }).waitFor();
    // Below 600 px the problems are cards, not a table.
    const cards = page.getByRole('list', { name: 'Problems by row (row 1 is the header row)' });
    await cards.getByText('Choose a county from the list').waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await noSideScroll(page)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const seedsasa = await companyOf('seedsasa');
    expect(await importedNamed('Phone Import', seedsasa.id)).toEqual([]);

    await page.getByRole('button', { name: 'Import 2 farmers' }).click();
    await page.getByText('2 farmers imported.').waitFor({ timeout: 30_000 });
    expect((await importedNamed('Phone Import', seedsasa.id)).sort((a, b) => a.name.localeCompare(b.name))).toEqual([
      { name: 'Phone Import Atieno', county: 'Kisumu' },
      { name: 'Phone Import Kamau', county: 'Nakuru' },
    ]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('admin at 1280 px: chooses the company, sees the problems as a table; offline the screen says it needs a connection', async () => {
    const page = await sessionPage(e2e, DEMO.admin, '/all-farmers', { desktop: true });
    await page.getByRole('link', { name: 'Import CSV' }).click();
    await page.getByRole('heading', { name: 'Import farmers' }).waitFor();
    const everlend = await companyOf('everlend');
    await selectOption(page, 'Company', everlend.name);
    await page.locator('input[type="file"]').setInputFiles({ name: 'farmers.csv', mimeType: 'text/csv', buffer: csv('Desk Import', ['0711000201', '0711000202', '0711000203']) });
    await page.getByRole('button', { name: 'Check file' }).click();
    const table = page.getByRole('table');
    await table.getByRole('cell', { name: 'Choose a county from the list' }).waitFor();
    expect(await table.getByRole('cell', { name: '4', exact: true }).count()).toBe(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Import 2 farmers' }).click();
    await page.getByText('2 farmers imported.').waitFor({ timeout: 30_000 });
    expect(await importedNamed('Desk Import', everlend.id)).toHaveLength(2);

    await page.context().setOffline(true);
    await page.getByText('Importing farmers needs an internet connection.', { exact: false }).waitFor();
    expect(await page.getByRole('button', { name: 'Check file' }).isDisabled()).toBe(true);
    await page.context().close();
  });
});
