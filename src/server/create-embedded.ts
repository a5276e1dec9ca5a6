/**
 * The first start on the embedded database, in a process of its own (forked by `createEmbeddedIfMissing`):
 * PGlite's initdb grows its WebAssembly memory, which never shrinks, to several hundred MB more than opening a
 * ready database takes, so it runs here and the memory goes back to the OS when this process exits. The
 * database is created in a side directory, migrated and seeded, and renamed into place only once all of that
 * worked: a failed first start leaves no half-made database, and the next start tries again.
 */
import { existsSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { pino } from 'pino';
import { realDeps } from './context';
import { loadConfig } from './env';
import { openPglite } from './db/client';
import { embeddedDir } from './db/embedded';
import { prepareDatabase } from './prepare-database';

// The server process waits for this one; if it goes away (stopped during the first start), so does this one.
process.on('disconnect', () => process.exit(1));

const config = loadConfig();
const logger = pino({ level: config.logLevel });
const log = (line: string) => logger.info(line);
const target = embeddedDir(config);
const building = `${target}.creating`;
if (existsSync(target) && readdirSync(target).length > 0) {
  logger.error(`${target} is not empty but holds no database (no PG_VERSION): move it away, or empty it to start afresh`);
  process.exit(1);
}
const started = performance.now();
log(`creating the embedded database in ${target} (first start)`);
rmSync(building, { recursive: true, force: true });
try {
  const database = await openPglite(building);
  await prepareDatabase(realDeps(config, database, log), log);
  await database.close();
  renameSync(building, target);
} catch (err) {
  rmSync(building, { recursive: true, force: true });
  throw err;
}
log(`embedded database created, migrated and seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
// Exit now: the channel to the server process (listened to above) would keep this one alive.
process.exit(0);
