import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@server/db/migrate';
import { rowsOf } from '@server/db/rows';
import { normalisePhone } from '@shared/phone';
import { openTestDatabase } from '../support/test-app';

const MIGRATION = '0032_phones_e164_and_audit.sql';

/**
 * Migration 0032 (issue 31 item 6, ADR 0060) on a database holding what the old hand-made normaliser stored:
 * three users and three farmers of one company with one number spelled three ways, a farmer of another company
 * with that number too. The database is put back as it was before 0032 (its table and its row in
 * schema_migrations removed) and migrated again.
 */
describe('migration 0032: stored phones to E.164, collisions reported', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await opened.database.db.execute(query));
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    opened = await openTestDatabase();
    await run(sql`drop table audit_events`);
    await run(sql`delete from schema_migrations where name = ${MIGRATION}`);
    const [a, b] = await run<{ id: string }>(sql`insert into companies (name, slug, kind) values ('A', 'a-0032', 'seed'), ('B', 'b-0032', 'seed') returning id`);
    // What the old normaliser stored for +254757551663, 00254757551663 and +2540757551663; the E.164 one is the
    // youngest, so it keeps the number although it is not the oldest.
    const users = [
      ['old', '+00254757551663', '2026-01-01'],
      ['middle', '+2540757551663', '2026-02-01'],
      ['e164', '+254757551663', '2026-03-01'],
      ['alone', '+000254712000001', '2026-03-02'],
      ['other', '+2540712000002', '2026-03-03'],
    ];
    for (const [name, phone, created] of users) {
      const [row] = await run<{ id: string }>(sql`insert into users (name, email, phone_number, password_hash, role, company_id, created_at)
        values (${name}, ${`${name}-0032@example.test`}, ${phone}, 'x', 'engaged_agent', ${a.id}, ${created}) returning id`);
      ids[`user:${name}`] = row.id;
    }
    const farmers = [
      ['first', a.id, '+2540757551663', '2026-01-01'],
      ['second', a.id, '+00254757551663', '2026-02-01'],
      ['elsewhere', b.id, '+00254757551663', '2026-02-01'],
    ];
    for (const [name, company, phone, created] of farmers) {
      const [row] = await run<{ id: string }>(sql`insert into farmers (company_id, name, phone_number, gender, county, created_at, recorded_at)
        values (${company}, ${name}, ${phone}, 'Female', 'Nakuru', ${created}, ${created}) returning id`);
      ids[`farmer:${name}`] = row.id;
    }
    ids.companyA = a.id;
    expect(await migrate(opened.database)).toEqual([MIGRATION]);
  }, 120_000);
  afterAll(async () => {
    await opened.drop();
  });

  const phoneOf = async (table: 'users' | 'farmers', id: string) =>
    (await run<{ phone: string }>(sql`select phone_number as phone from ${sql.identifier(table)} where id = ${id}`))[0].phone;

  it('rewrites the spellings the old normaliser let through, as libphonenumber reads them', async () => {
    expect(await phoneOf('users', ids['user:alone'])).toBe('+254712000001');
    expect(await phoneOf('users', ids['user:other'])).toBe('+254712000002');
    expect(normalisePhone('000254712000001')).toBe('+254712000001');
    expect(normalisePhone('+2540712000002')).toBe('+254712000002');
  });

  it('keeps the number with the user who already had the E.164 spelling, and reports the others', async () => {
    expect(await phoneOf('users', ids['user:e164'])).toBe('+254757551663');
    expect(await phoneOf('users', ids['user:old'])).toBe('+00254757551663');
    expect(await phoneOf('users', ids['user:middle'])).toBe('+2540757551663');
    const reported = await run<{ subject_id: string; old_value: string; new_value: string; kept_id: string; company_id: string }>(
      sql`select subject_id, old_value, new_value, kept_id, company_id from audit_events where kind = 'phone_collision' and subject_kind = 'user' order by old_value`,
    );
    expect(reported).toEqual([
      { subject_id: ids['user:old'], old_value: '+00254757551663', new_value: '+254757551663', kept_id: ids['user:e164'], company_id: ids.companyA },
      { subject_id: ids['user:middle'], old_value: '+2540757551663', new_value: '+254757551663', kept_id: ids['user:e164'], company_id: ids.companyA },
    ]);
  });

  it('keeps the oldest farmer of a company on the number; another company’s farmer is no collision', async () => {
    expect(await phoneOf('farmers', ids['farmer:first'])).toBe('+254757551663');
    expect(await phoneOf('farmers', ids['farmer:second'])).toBe('+00254757551663');
    expect(await phoneOf('farmers', ids['farmer:elsewhere'])).toBe('+254757551663');
    const reported = await run<{ subject_id: string; kept_id: string }>(sql`select subject_id, kept_id from audit_events where kind = 'phone_collision' and subject_kind = 'farmer'`);
    expect(reported).toEqual([{ subject_id: ids['farmer:second'], kept_id: ids['farmer:first'] }]);
  });
});
