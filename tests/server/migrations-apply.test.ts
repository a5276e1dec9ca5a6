import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { rowsOf } from '@server/db/rows';
import { openTestDatabase, usingPostgres } from '../support/test-app';

/** Item 7 of issue 34 (ADR 0048): each migration in its own transaction, with a lock_timeout; `npm run migrate`. */
describe('applying migrations', () => {
  let opened: Awaited<ReturnType<typeof openTestDatabase>>;
  const dir = `/tmp/fap-migrations-${randomBytes(6).toString('hex')}`;
  const suffix = randomBytes(4).toString('hex');
  const write = (name: string, text: string) => writeFileSync(`${dir}/${name}`, text);
  const applied = async () => rowsOf<{ name: string }>(await opened.database.db.execute(sql`select name from schema_migrations where name like ${`%_${suffix}%`} order by name`)).map((r) => r.name);

  beforeAll(async () => {
    opened = await openTestDatabase();
    mkdirSync(dir, { recursive: true });
  });
  afterAll(async () => {
    await opened.drop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the migrations before a failing one applied, and applies nothing twice', async () => {
    write(`9001_one_${suffix}.sql`, `create table one_${suffix} (id int)`);
    write(`9002_two_${suffix}.sql`, `create table two_${suffix} (id int);\n--> statement-breakpoint\nselect no_such_function()`);
    await expect(migrate(opened.database, { dir })).rejects.toThrow();
    expect(await applied()).toEqual([`9001_one_${suffix}.sql`]);
    // The failing file left nothing: its first statement was rolled back with it.
    const tables = rowsOf<{ n: number }>(await opened.database.db.execute(sql.raw(`select count(*)::int as n from pg_tables where tablename in ('one_${suffix}', 'two_${suffix}')`)));
    expect(tables[0].n).toBe(1);

    write(`9002_two_${suffix}.sql`, `create table two_${suffix} (id int)`);
    expect(await migrate(opened.database, { dir })).toEqual([`9002_two_${suffix}.sql`]);
    expect(await migrate(opened.database, { dir })).toEqual([]);
  });

  it.runIf(usingPostgres())('gives up on a table another transaction holds after lock_timeout, and tries again until it gets it', { timeout: 60_000 }, async () => {
    const schema = rowsOf<{ s: string }>(await opened.database.db.execute(sql`select current_schema() as s`))[0].s;
    const holder = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL, options: `-c search_path=${schema}` });
    await holder.connect();
    await holder.query(`begin; lock table one_${suffix} in access exclusive mode`);
    write(`9003_three_${suffix}.sql`, `alter table one_${suffix} add column name text`);
    const waits: number[] = [];
    const started = Date.now();
    const migrating = migrate(opened.database, {
      dir,
      sleep: async (ms) => {
        waits.push(ms);
        // The holder lets go after the first refusal (at lock_timeout, 5 s).
        await holder.query('commit');
      },
    });
    expect(await migrating).toEqual([`9003_three_${suffix}.sql`]);
    expect(waits).toEqual([1000]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(4_500);
    await holder.end();
  });

  it.runIf(!usingPostgres())('npm run migrate migrates the configured database and exits', { timeout: 180_000 }, async () => {
    const dataDir = `/tmp/fap-migrate-${randomBytes(6).toString('hex')}`;
    const run = () => promisify(execFile)(process.execPath, ['--import', 'tsx', 'src/server/migrate-only.ts'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } });
    try {
      expect((await run()).stdout).toMatch(/^migrations applied: 0001_/m);
      expect((await run()).stdout).toContain('the database is up to date: no migration to apply');
      const database = await openPglite(`${dataDir}/pgdata`);
      const count = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from schema_migrations`))[0].n;
      await database.close();
      expect(count).toBe(readdirSync('src/server/db/migrations').filter((f) => f.endsWith('.sql')).length);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
