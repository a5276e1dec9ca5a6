import cluster, { type Worker } from 'node:cluster';
import { type Logger, pino } from 'pino';
import { realDeps } from './context';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare-database';
import type { Config } from './env';

/** How long the workers get to finish their requests after SIGTERM before they are killed (theirs is 10 s). */
const DRAIN_MS = 15_000;

/**
 * The primary process of WEB_CONCURRENCY > 1: forks `count` workers running the module `exec` (which tells
 * them apart from the primary by `cluster.isWorker`) that share the listening port, the primary handing
 * connections out in turn. A worker that dies is replaced and logged; one that dies before it ever listened
 * stops the server, since its successors would fail the same way. SIGTERM or SIGINT is passed on to every
 * worker, which finishes its requests and exits; the primary exits when the last one has.
 */
export function superviseWorkers(count: number, exec: string, log: Logger): void {
  const alive = new Set<Worker>();
  const listened = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;

  const start = () => alive.add(cluster.fork());
  const stopAll = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${reason}: stopping ${alive.size} worker(s)`);
    for (const worker of alive) worker.process.kill('SIGTERM');
    setTimeout(() => {
      log.error(`workers still running after ${DRAIN_MS / 1000} s: killing them`);
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, DRAIN_MS).unref();
  };

  cluster.on('listening', (worker) => {
    if (listened.has(worker)) return;
    listened.add(worker);
    log.info(`worker ${worker.process.pid} listening (${listened.size} started so far)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
    } else if (!listened.has(worker)) {
      log.error(`worker ${worker.process.pid} ended (${how}) before it listened`);
      stopAll('a worker could not start', 1);
      if (alive.size === 0) process.exit(1);
    } else {
      log.warn(`worker ${worker.process.pid} ended (${how}): starting another`);
      start();
    }
  });
  process.on('SIGTERM', () => stopAll('SIGTERM received', 0));
  process.on('SIGINT', () => stopAll('SIGINT received', 0));

  cluster.setupPrimary({ exec });
  log.info(`starting ${count} server processes on one port`);
  for (let i = 0; i < count; i++) start();
}

/** WEB_CONCURRENCY > 1: the database migrated (and seeded) once, here, then the workers started on `exec`. */
export async function runPrimary(config: Config, exec: string): Promise<void> {
  const logger = pino({ level: config.logLevel });
  const log = (line: string) => logger.info(line);
  const database = await openDatabase(config);
  try {
    await prepareDatabase(realDeps(config, database, log), log);
  } finally {
    await database.close();
  }
  superviseWorkers(config.webConcurrency, exec, logger);
}
