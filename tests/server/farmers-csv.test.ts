import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, farmers } from '@server/db/schema';
import { type FarmerCursor, exportBatchAfter } from '@server/modules/farmers/farmer-list.repo';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;

const exportAs = async (email: string, query = '') =>
  t.app.inject({ method: 'GET', url: `/api/farmers?exportCsv=true${query}`, headers: bearer(await tokenFor(t, email)) });

const countOf = async (slug?: string) => {
  const q = t.deps.db.select({ n: sql<number>`count(*)::int` }).from(farmers).innerJoin(companies, eq(companies.id, farmers.companyId));
  return (await (slug ? q.where(eq(companies.slug, slug)) : q))[0].n;
};

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/farmers?exportCsv=true', () => {
  it('streams farmers-report.csv with a BOM, a header line and the company rows only', async () => {
    const res = await exportAs(DEMO.seedAdmin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toBe('attachment; filename="farmers-report.csv"');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Name,Phone Number,National ID,Age,Gender,County,Sub County,Ward,Village,Crop Type,Farm Size,Company,Registered By,Registered On,Latitude,Longitude,Accuracy (m)');
    expect(lines).toHaveLength((await countOf('seedsasa')) + 1);
    expect(lines.slice(1).every((l) => l.includes(',SeedSasa,'))).toBe(true);
  });

  it("says District outside SeedSasa and applies the list's filters", async () => {
    const res = await exportAs(DEMO.lenderAgent, '&county=Nakuru');
    const lines = res.body.slice(1).trimEnd().split('\r\n');
    expect(lines[0].split(',')[5]).toBe('District');
    expect(lines.slice(1).every((l) => l.split(',')[5] === 'Nakuru' && l.includes(',Everlend,'))).toBe(true);
  });

  it('writes each farmer as the list shows it: national id digits, ISO registration time, company and agent', async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/farmers',
      headers: bearer(token),
      payload: { name: 'Export Check', phoneNumber: '0799000222', gender: 'Female', county: 'Meru', nationalId: 31234567, age: 41, cropType: 'Beans' },
    });
    expect(created.statusCode).toBe(201);
    const farmer = created.json().data;
    const line = (await exportAs(DEMO.seedAgent, '&name=Export')).body
      .slice(1)
      .trimEnd()
      .split('\r\n')
      .find((l) => l.startsWith('Export Check,'));
    expect(line).toBe(
      // A cell that is only a phone number ('+' and digits) cannot run as a formula: it stays plain.
      ['Export Check', farmer.phoneNumber, '31234567', '41', 'Female', 'Meru', '', '', '', 'Beans', '', 'SeedSasa', farmer.registeredBy.name, farmer.createdAt, '', '', ''].join(','),
    );
  });

  it('lets admin export every company', async () => {
    const res = await exportAs(DEMO.admin);
    expect(res.body.slice(1).trimEnd().split('\r\n')).toHaveLength((await countOf()) + 1);
  });

  it('neutralises spreadsheet formulas and quotes separators', async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/farmers',
      headers: bearer(token),
      payload: { name: '=HYPERLINK("http://evil.test","x")', phoneNumber: '0799000111', gender: 'Male', county: 'Nakuru', ward: '@SUM(A1)', village: '+1, -2' },
    });
    expect(res.statusCode).toBe(201);
    const csv = (await exportAs(DEMO.seedAgent, '&gender=Male')).body;
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csv).toContain(`'@SUM(A1)`);
    expect(csv).toContain(`"'+1, -2"`);
    expect(csv).not.toMatch(/(^|,)=HYPERLINK/m);
  });

  it('walks a register larger than one batch without losing or repeating rows, even with equal timestamps', async () => {
    const [mavuno] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'mavuno-inputs'));
    await t.deps.db.execute(sql`
      insert into farmers (company_id, name, phone_number, gender, county, created_at, recorded_at)
      select ${mavuno.id}::uuid, 'Bulk ' || i, '+25479' || lpad(i::text, 7, '0'), 'Female', 'Meru',
        timestamptz '2026-01-01T00:00:00.123456Z' - (i % 3) * interval '1 microsecond', timestamptz '2026-01-01T00:00:00.123456Z'
      from generate_series(1, 2100) as i`);
    const res = await exportAs(DEMO.admin, `&companyId=${mavuno.id}`);
    const rows = res.body.slice(1).trimEnd().split('\r\n').slice(1);
    expect(rows).toHaveLength(2100);
    expect(new Set(rows.map((l) => l.split(',')[1])).size).toBe(2100);
    // The export above crossed two batch boundaries; smaller batches cross many more.
    const seen: string[] = [];
    let cursor: FarmerCursor | undefined;
    for (let round = 0; round < 10; round += 1) {
      const batch = await exportBatchAfter(t.deps.db, { companyId: mavuno.id }, cursor, 300);
      seen.push(...batch.rows.map((r) => r.phone_number));
      cursor = batch.cursor;
    }
    expect(seen).toHaveLength(2100);
    expect(new Set(seen).size).toBe(2100);
  });
});
