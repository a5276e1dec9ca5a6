import cluster from 'node:cluster';
import { buildApp } from './app';
import { realDeps } from './context';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare-database';
import type { Config } from './env';

/** One server process: the database opened (and prepared, unless a cluster primary did it), the app listening, SIGTERM/SIGINT draining it. */
export async function runServer(config: Config): Promise<void> {
  const database = await openDatabase(config);
  let log: (line: string) => void = console.log;
  const deps = realDeps(config, database, (line) => log(line));
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  log = (line) => app.log.info(line);
  if (!cluster.isWorker) await prepareDatabase(deps, log);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: finishing requests and closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
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
