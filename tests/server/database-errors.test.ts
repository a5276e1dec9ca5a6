/**
 * S2: a value the database refuses is the client's input, answered 4xx with the meaning of the rule it broke
 * (never a 5xx, never an SQL name). Each kind of violation is caused for real on PGlite and PostgreSQL and
 * handed to the one error mapping (`errorAnswer`); and every table and check constraint of the migrated
 * schema has its meaning written down, so a new one cannot be left out.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECK_MEANINGS, TABLE_NOUNS } from '@server/db/constraint-meanings';
import { rowsOf } from '@server/db/rows';
import { farmers, loans, sales, targets, users } from '@server/db/schema';
import { errorAnswer } from '@server/plugins/error-answer';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** The answer `errorAnswer` gives to the error the statement fails with. */
async function answerTo(statement: () => Promise<unknown>) {
  const failure = await statement().then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(failure, 'the statement should have failed').toBeDefined();
  return errorAnswer(failure, t.app.log);
}

const anyRow = async <T>(rows: Promise<T[]>) => (await rows)[0];

describe('database refusals answer 4xx with the rule they broke', () => {
  it('a check constraint → 400 with its meaning (a repayment of 0.004 rounds to 0)', async () => {
    const loan = await anyRow(t.deps.db.select({ id: loans.id }).from(loans).limit(1));
    const zero = await answerTo(() => t.deps.db.execute(sql`insert into loan_repayments (loan_id, amount, recorded_at) values (${loan.id}, 0.004, now())`));
    expect(zero).toEqual({ status: 400, body: { code: 'CONSTRAINT_VIOLATED', message: 'A repayment must be at least 0.01.' } });
    const overpaid = await answerTo(() => t.deps.db.update(loans).set({ amountPaid: sql`${loans.amount} + 1` }).where(eq(loans.id, loan.id)));
    expect(overpaid.body.message).toBe('The amount paid cannot be negative or more than the loan amount.');
  });

  it('a missing required value → 400 naming the field in words', async () => {
    const company = await anyRow(t.deps.db.select({ id: users.companyId }).from(users).where(eq(users.email, DEMO.seedAgent)));
    const answer = await answerTo(() => t.deps.db.execute(sql`insert into farmers (company_id, phone_number, gender, county) values (${company.id}, '+254799000001', 'Female', 'Kisumu')`));
    expect(answer).toEqual({ status: 400, body: { code: 'MISSING_VALUE', message: 'The farmer needs a name.' } });
  });

  it('a reference to a missing record → 400; deleting a record still in use → 409', async () => {
    const sale = await anyRow(t.deps.db.select().from(sales).limit(1));
    const missing = await answerTo(() => t.deps.db.update(sales).set({ farmerId: randomUUID() }).where(eq(sales.id, sale.id)));
    expect(missing).toEqual({ status: 400, body: { code: 'REFERENCE_NOT_FOUND', message: 'The farmer this sale refers to does not exist.' } });
    const inUse = await answerTo(() => t.deps.db.delete(farmers).where(eq(farmers.id, sale.farmerId)));
    expect(inUse.status).toBe(409);
    expect(inUse.body.code).toBe('IN_USE');
    expect(inUse.body.message).toMatch(/^This record is still in use: (sale|loan|farmer name index entry) records refer to it\.$/);
  });

  it('a duplicate → 409 with what is taken', async () => {
    const answer = await answerTo(() => t.deps.db.update(users).set({ email: DEMO.seedAdmin.toUpperCase() }).where(eq(users.email, DEMO.seedAgent)));
    expect(answer).toEqual({ status: 409, body: { code: 'CONFLICT', message: 'Email already in use.' } });
  });

  it('data exceptions → 400 saying what cannot be stored', async () => {
    const tooBig = await answerTo(() => t.deps.db.update(targets).set({ farmersTarget: 2 ** 40 }));
    expect(tooBig).toEqual({ status: 400, body: { code: 'INVALID_VALUE', message: 'A number is out of the range the server can store.' } });
    const nul = await answerTo(() => t.deps.db.update(farmers).set({ village: 'a\u0000b' }).where(sql`false`));
    expect(nul.status).toBe(400);
    expect(nul.body.code).toBe('INVALID_VALUE');
    const date = await answerTo(() => t.deps.db.execute(sql`select ${'2026-13-45'}::date`));
    expect(date).toEqual({ status: 400, body: { code: 'INVALID_VALUE', message: 'A date or time is out of range.' } });
  });

  it('names every table and every check constraint of the migrated schema', async () => {
    const tables = rowsOf<{ name: string }>(await t.deps.db.execute(sql`select tablename as name from pg_tables where schemaname = current_schema()`)).map((r) => r.name);
    expect(tables.filter((name) => !(name in TABLE_NOUNS))).toEqual([]);
    const checks = rowsOf<{ name: string }>(
      await t.deps.db.execute(sql`
        select c.conname as name from pg_constraint c join pg_namespace n on n.oid = c.connamespace
        where n.nspname = current_schema() and c.contype = 'c'`),
    ).map((r) => r.name);
    expect(checks.filter((name) => !(name in CHECK_MEANINGS))).toEqual([]);
  });
});
