/**
 * One API process of the two-process tests (R3, R4): the real app plus the test write endpoint, on the
 * PostgreSQL schema the test prepared (TEST_DATABASE_URL, TEST_SCHEMA, JWT_SECRET). Prints `listening <port>`.
 */
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { buildApp } from '@server/app';
import { type AppDeps, systemClock } from '@server/context';
import { openPostgres } from '@server/db/client';
import { loadConfig } from '@server/env';
import { registerTestWrite } from './two-process-app';

async function main(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = process.env.TEST_SCHEMA;
  if (!url || !schema) throw new Error('TEST_DATABASE_URL and TEST_SCHEMA are required');
  const database = await openPostgres(url, { searchPath: schema, max: 5 });
  const config = loadConfig({ DATA_DIR: `/tmp/fap-two-process-${randomBytes(6).toString('hex')}`, JWT_SECRET: process.env.JWT_SECRET, LOG_LEVEL: 'silent' });
  const deps: AppDeps = { database, db: database.db, config, clock: systemClock, mailer: { send: async () => undefined } };
  const app = await buildApp(deps, { distDir: null });
  registerTestWrite(app, deps);
  await app.listen({ port: 0, host: '127.0.0.1' });
  process.stdout.write(`listening ${(app.server.address() as AddressInfo).port}\n`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
