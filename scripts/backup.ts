/**
 * `npm run backup -- [file]` and `npm run restore -- <file>` (issue 34 item 8, ADR 0049). The files are in the
 * database (the default blob store), so one dump holds data and files together.
 *
 * - PostgreSQL (DATABASE_URL set): `pg_dump --format=custom` of the whole database while the servers run (one
 *   consistent snapshot); restore with `pg_restore --clean --if-exists --single-transaction` into that database.
 * - Embedded database (PGlite in DATA_DIR/pgdata): PGlite is opened by one process at a time, so this is the
 *   documented stop-copy-start: with the server stopped, the data directory is dumped to a .tar.gz; a restore
 *   keeps the current directory as pgdata.before-restore-<time> and loads the dump in its place.
 *
 * With BLOB_STORE=s3 the bucket is not in the dump: back it up with the bucket's own versioning or replication.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { embeddedDir, embeddedExists } from '../src/server/db/embedded';
import { type Config, ConfigError, loadConfig } from '../src/server/env';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

function run(command: string, args: string[]): void {
  const result = spawnSync(command, args, { stdio: 'inherit' });
  if (result.error) throw new Error(`${command} could not be run (${result.error.message}): install the PostgreSQL client tools`);
  if (result.status !== 0) throw new Error(`${command} failed with exit code ${result.status}`);
}

/** A server on this DATA_DIR's port holds the embedded database open: copying it now could copy half a write. */
async function refuseWhileServing(config: Config): Promise<void> {
  const answered = await fetch(`http://127.0.0.1:${config.port}/api/health`, { signal: AbortSignal.timeout(2000) }).then(
    () => true,
    () => false,
  );
  if (answered) throw new Error(`a server answers on port ${config.port}: stop it first (the embedded database is opened by one process at a time)`);
}

async function backup(config: Config, file: string | undefined): Promise<string> {
  if (config.databaseUrl) {
    const target = file ?? `backup-${stamp()}.dump`;
    run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${target}`, `--dbname=${config.databaseUrl}`]);
    return target;
  }
  if (!embeddedExists(config)) throw new Error(`no embedded database in ${embeddedDir(config)}`);
  await refuseWhileServing(config);
  const target = file ?? `backup-${stamp()}.tar.gz`;
  const db = new PGlite(embeddedDir(config));
  try {
    await db.waitReady;
    writeFileSync(target, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
  } finally {
    await db.close();
  }
  return target;
}

async function restore(config: Config, file: string | undefined): Promise<string> {
  if (!file || !existsSync(file)) throw new Error(`name the backup file to restore${file ? ` (${file} does not exist)` : ''}`);
  if (config.databaseUrl) {
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', `--dbname=${config.databaseUrl}`, file]);
    return file;
  }
  await refuseWhileServing(config);
  const dir = embeddedDir(config);
  if (existsSync(dir)) renameSync(dir, `${dir}.before-restore-${stamp()}`);
  const db = new PGlite(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await db.waitReady;
  await db.close();
  return file;
}

const [mode, file] = process.argv.slice(2);
try {
  const config = loadConfig();
  if (mode === 'backup') console.log(`backup written: ${await backup(config, file)}`);
  else if (mode === 'restore') console.log(`restored from ${await restore(config, file)}; start the server (it migrates an older backup forward)`);
  else throw new Error('usage: tsx scripts/backup.ts backup [file] | restore <file>');
} catch (err) {
  console.error(err instanceof ConfigError || err instanceof Error ? err.message : err);
  process.exit(1);
}
