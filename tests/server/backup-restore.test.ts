/**
 * Issue 34 item 8: `npm run backup` and `npm run restore` on the database this run uses (the embedded PGlite in
 * DATA_DIR, or a PostgreSQL database of its own), files included: the blob store is part of the dump.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '@server/context';
import { type Database, openPglite, openPostgres } from '@server/db/client';
import { databaseBlobStore } from '@server/db/database-blob-store';
import { migrate } from '@server/db/migrate';
import { audioFiles, blobChunks, blobs } from '@server/db/schema';
import { loadConfig } from '@server/env';
import { seedAccounts } from '@server/seed/seed-accounts';
import { freePort } from '../support/free-port';
import { usingPostgres } from '../support/test-app';

const run = promisify(execFile);

async function collect(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(part as Buffer);
  return Buffer.concat(parts);
}

describe('backup and restore', () => {
  const work = mkdtempSync(path.join(tmpdir(), 'fap-backup-'));
  const dataDir = path.join(work, 'data');
  const file = path.join(work, usingPostgres() ? 'portal.dump' : 'portal.tar.gz');
  const bytes = randomBytes(600_000);
  let env: NodeJS.ProcessEnv;
  let databaseName: string | undefined;

  const open = (): Promise<Database> => (env.DATABASE_URL ? openPostgres(env.DATABASE_URL, { max: 2 }) : openPglite(path.join(dataDir, 'pgdata')));
  const script = (mode: 'backup' | 'restore') => run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', mode, file], { env });

  beforeAll(async () => {
    mkdirSync(dataDir, { recursive: true });
    env = { ...process.env, DATA_DIR: dataDir, PORT: String(await freePort()), DATABASE_URL: '' };
    if (usingPostgres()) {
      const base = new URL(process.env.TEST_DATABASE_URL ?? '');
      databaseName = `fap_backup_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: base.href });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      base.pathname = `/${databaseName}`;
      env.DATABASE_URL = base.href;
    }
    const database = await open();
    await migrate(database);
    const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex') });
    await seedAccounts({ database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } });
    await databaseBlobStore(database.db).put('audio/backup-test.wav', Readable.from([bytes]), { size: bytes.length, contentType: 'audio/wav' });
    await database.close();
  }, 180_000);

  afterAll(async () => {
    rmSync(work, { recursive: true, force: true });
    if (databaseName) {
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${databaseName}`);
      await admin.end();
    }
  });

  it('brings back rows and files as they were at the backup', async () => {
    await script('backup');

    const changed = await open();
    await changed.db.delete(blobChunks);
    await changed.db.delete(blobs);
    await changed.db.insert(audioFiles).values({ originalName: 'after.ogg', fileName: `${'1'.repeat(64)}.ogg`, fileSize: 1, mimeType: 'audio/ogg' });
    await changed.close();

    await script('restore');

    const restored = await open();
    try {
      const blob = await databaseBlobStore(restored.db).open('audio/backup-test.wav');
      expect(blob?.size).toBe(bytes.length);
      expect((await collect(blob!.stream())).equals(bytes)).toBe(true);
      expect(await restored.db.select().from(audioFiles)).toHaveLength(0);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('refuses a restore without a file, changing nothing', async () => {
    await expect(run(process.execPath, ['--import', 'tsx', 'scripts/backup.ts', 'restore', path.join(work, 'missing.dump')], { env })).rejects.toMatchObject({
      stderr: expect.stringContaining('does not exist'),
    });
  }, 60_000);
});
