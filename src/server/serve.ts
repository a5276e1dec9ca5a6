import cluster from 'node:cluster';
import { buildApp } from './app';
import { realDeps } from './context';
import { openDatabase } from './db/open';
import { removeStaleParts } from './lib/stale-parts';
import { tempDir } from './modules/files/audio-store';
import { prepareDatabase } from './prepare-database';
import type { Config } from './env';

/**
 * One server process: the database opened (waiting for it while it cannot be reached) and prepared unless a
 * cluster primary did it, uploads cut off by an earlier stop removed, the app listening, SIGTERM/SIGINT
 * draining it within SHUTDOWN_TIMEOUT_S.
 */
export async function runServer(config: Config): Promise<void> {
  let log: (line: string) => void = (line) => console.log(line);
  const database = await openDatabase(config, { log: (line) => log(line) });
  const deps = realDeps(config, database, (line) => log(line));
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  log = (line) => app.log.warn(line);
  if (!cluster.isWorker) {
    await prepareDatabase(deps, (line) => app.log.info(line));
    const removed = await removeStaleParts(tempDir(config.dataDir));
    if (removed) app.log.info(`${removed} interrupted upload(s) removed from ${tempDir(config.dataDir)}`);
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests (at most ${config.shutdownTimeoutS} s) and closing`);
    const force = setTimeout(() => {
      app.log.error(`requests still running after ${config.shutdownTimeoutS} s: exiting anyway`);
      process.exit(1);
    }, config.shutdownTimeoutS * 1000);
    force.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`field-agent portal on ${config.publicUrl} (database: ${database.kind})`);
}
