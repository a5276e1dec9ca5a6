import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openPglite } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { systemClock } from '@server/context';
import { seedDemo } from '@server/seed/seed-demo';
import { loadConfig } from '@server/env';

/**
 * Starting a fresh PGlite (initdb), migrating and seeding costs seconds per test file; loading a dumped data
 * directory costs a fraction. The first test file to need a template builds it (under a lock directory) for
 * the current server code and day, and every later one loads it. Keyed by the content of src/server and
 * src/shared and by the date, since the demo data is placed relative to today.
 */
const ROOT = path.join(os.tmpdir(), 'fap-pglite-templates');

let key: string | undefined;

/**
 * The server code and the day the templates are built for (PGlite here, PostgreSQL in `pg-template.ts`). Worked
 * out once per worker process: hashing the 4 MB of src/ took ~0.3 s at load 25, and the PostgreSQL files asked
 * for it at every restore.
 */
export function sourceKey(): string {
  return (key ??= hashOfSourceAndDay());
}

function hashOfSourceAndDay(): string {
  const hash = createHash('sha256');
  const walk = (dir: string) => {
    for (const name of readdirSync(dir).sort()) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else hash.update(full).update(readFileSync(full));
    }
  };
  walk(path.resolve('src/server'));
  walk(path.resolve('src/shared'));
  hash.update(new Date().toISOString().slice(0, 10));
  return hash.digest('hex').slice(0, 16);
}

let cachedDir: string | undefined;

async function build(dir: string): Promise<void> {
  const work = `${dir}.building-${process.pid}`;
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const client = new PGlite();
  const database = await openPglite(client);
  await migrate(database);
  writeFileSync(path.join(work, 'migrated.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  const config = loadConfig({ DATA_DIR: path.join(work, 'data'), JWT_SECRET: 'template-secret-not-used-for-tokens-0000' });
  await seedDemo({ database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } });
  writeFileSync(path.join(work, 'seeded.tar'), Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  await database.close();
  renameSync(work, dir);
}

/** A test worker stopped by a hook's timeout leaves its lock behind: its process is gone, so the lock is taken over. */
function builderDied(lock: string): boolean {
  try {
    process.kill(Number(readFileSync(path.join(lock, 'pid'), 'utf8')), 0);
    return false;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'ESRCH';
  }
}

async function templateDir(): Promise<string> {
  if (cachedDir) return cachedDir;
  const dir = path.join(ROOT, sourceKey());
  const lock = `${dir}.lock`;
  mkdirSync(ROOT, { recursive: true });
  for (let waited = 0; !existsSync(path.join(dir, 'seeded.tar')); waited += 250) {
    try {
      mkdirSync(lock);
      writeFileSync(path.join(lock, 'pid'), String(process.pid));
      try {
        if (!existsSync(path.join(dir, 'seeded.tar'))) await build(dir);
      } finally {
        rmSync(lock, { recursive: true, force: true });
      }
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      if (builderDied(lock)) rmSync(lock, { recursive: true, force: true });
      else if (waited > 300_000) throw new Error(`gave up waiting for the PGlite template lock ${lock}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  cachedDir = dir;
  return dir;
}

/** A PGlite loaded from the template: migrated only, or migrated and seeded (uploads copied into `dataDir`). */
export async function pgliteFromTemplate(kind: 'migrated' | 'seeded', dataDir?: string): Promise<PGlite> {
  const dir = await templateDir();
  const tar = readFileSync(path.join(dir, `${kind}.tar`));
  if (kind === 'seeded' && dataDir && existsSync(path.join(dir, 'data'))) cpSync(path.join(dir, 'data'), dataDir, { recursive: true });
  const client = new PGlite({ loadDataDir: new Blob([tar]) });
  await client.waitReady;
  return client;
}
