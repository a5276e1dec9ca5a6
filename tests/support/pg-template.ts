import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { systemClock } from '@server/context';
import { seedDemo } from '@server/seed/seed-demo';
import { loadConfig } from '@server/env';
import { sourceKey } from './pglite-template';

/**
 * On PostgreSQL every test file has a schema of its own. Migrating and seeding one took seconds per file, and
 * migrations hold a database-wide advisory lock, so the two workers' files also waited on each other; restoring
 * a dump costs a fraction. The first file to need a template builds it (schema `tpl_<key>`, keyed like the
 * PGlite template by the server code and the day), dumps it with pg_dump, migrated and then seeded, and drops
 * it; every file restores a dump with psql under its own schema name. The build holds a session advisory lock,
 * which PostgreSQL releases if the building process dies, so a killed run leaves nothing to wait for.
 */
const ROOT = path.join(os.tmpdir(), 'fap-pg-templates');
const TEMPLATE_LOCK = 7_204_311;

type Kind = 'migrated' | 'seeded';

function run(command: string, args: string[], input?: string): string {
  const result = spawnSync(command, args, { input, encoding: 'utf8', maxBuffer: 1 << 30 });
  if (result.status !== 0) throw new Error(`${command} failed (${result.status ?? result.signal}): ${result.stderr || result.error}`);
  return result.stdout;
}

const dumpOf = (url: string, schema: string) => run('pg_dump', ['--schema', schema, '--no-owner', '--no-privileges', `--dbname=${url}`]);

async function build(url: string, name: string, dir: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop schema if exists ${name} cascade`);
    await admin.query(`create schema ${name}`);
    const database = await openPostgres(url, { searchPath: name, max: 4 });
    try {
      await migrate(database);
      writeFileSync(path.join(dir, 'migrated.sql'), dumpOf(url, name));
      const config = loadConfig({ DATA_DIR: path.join(dir, 'data'), JWT_SECRET: 'template-secret-not-used-for-tokens-0000' });
      await seedDemo({ database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } });
      writeFileSync(path.join(dir, 'seeded.sql'), dumpOf(url, name));
    } finally {
      await database.close();
    }
    await admin.query(`drop schema ${name} cascade`);
  } finally {
    await admin.end();
  }
}

let cachedDir: string | undefined;

async function templateDir(url: string): Promise<{ dir: string; name: string }> {
  const name = `tpl_${sourceKey()}`;
  const dir = path.join(ROOT, name);
  if (cachedDir === dir || existsSync(path.join(dir, 'seeded.sql'))) return { dir: (cachedDir = dir), name };
  mkdirSync(ROOT, { recursive: true });
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    if (!existsSync(path.join(dir, 'seeded.sql'))) {
      const work = `${dir}.building-${process.pid}`;
      rmSync(work, { recursive: true, force: true });
      mkdirSync(work, { recursive: true });
      await build(url, name, work);
      renameSync(work, dir);
    }
  } finally {
    await lock.end();
  }
  return { dir: (cachedDir = dir), name };
}

/** Makes `schema` a copy of the template, migrated only or also seeded (its uploads copied into `dataDir`). */
export async function restorePgTemplate(url: string, schema: string, kind: Kind, dataDir?: string): Promise<void> {
  const { dir, name } = await templateDir(url);
  const dump = readFileSync(path.join(dir, `${kind}.sql`), 'utf8').replaceAll(name, schema);
  // In one transaction: one commit instead of one per statement and table copied (the seeded dump restored in
  // ×0.67 of the time side by side at load 30), and a restore that fails leaves no half schema behind.
  run('psql', ['-X', '-q', '--single-transaction', '-v', 'ON_ERROR_STOP=1', `--dbname=${url}`], dump);
  if (kind === 'seeded' && dataDir && existsSync(path.join(dir, 'data'))) cpSync(path.join(dir, 'data'), dataDir, { recursive: true });
}
