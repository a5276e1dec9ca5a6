import cluster, { type Worker } from 'node:cluster';
import { type Logger, pino } from 'pino';
import { realDeps } from './context';
import { openDatabase } from './db/open';
import { prepareDatabase } from './prepare-database';
import type { Config } from './env';

/** The primary's own margin after the workers' drain time (SHUTDOWN_TIMEOUT_S) before it kills them. */
const DRAIN_MARGIN_MS = 5_000;
/** The wait before replacing a worker that died before it listened, doubled at each such death in a row. */
const FIRST_RESTART_WAIT_MS = 1_000;
const LONGEST_RESTART_WAIT_MS = 30_000;

/**
 * The primary process of WEB_CONCURRENCY > 1: forks `count` workers running the module `exec` (which tells
 * them apart from the primary by `cluster.isWorker`) that share the listening port, the primary handing
 * connections out in turn. A worker that dies is replaced and logged; one that dies before it ever listened is
 * replaced after a wait that doubles with each such death in a row (up to 30 s), so a fault that lasts (a
 * database away longer than a worker waits) never stops the server, nor makes it fork in a tight loop.
 * SIGTERM or SIGINT is passed on to every worker, which finishes its requests and exits; the primary exits
 * when the last one has, or kills them `drainMs` later.
 */
export function superviseWorkers(count: number, exec: string, log: Logger, drainMs: number): void {
  const alive = new Set<Worker>();
  const listened = new Set<Worker>();
  let stopping = false;
  let exitCode = 0;
  let failuresInARow = 0;

  const start = () => {
    if (!stopping) alive.add(cluster.fork());
  };
  const stopAll = (reason: string, code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    log.info(`${reason}: stopping ${alive.size} worker(s)`);
    for (const worker of alive) worker.process.kill('SIGTERM');
    if (alive.size === 0) process.exit(code);
    setTimeout(() => {
      log.error(`workers still running after ${drainMs / 1000} s: killing them`);
      for (const worker of alive) worker.process.kill('SIGKILL');
      process.exit(1);
    }, drainMs).unref();
  };

  cluster.on('listening', (worker) => {
    if (listened.has(worker)) return;
    listened.add(worker);
    failuresInARow = 0;
    log.info(`worker ${worker.process.pid} listening (${listened.size} started so far)`);
  });
  cluster.on('exit', (worker, code, signal) => {
    alive.delete(worker);
    const how = signal ?? `exit code ${code}`;
    if (stopping) {
      if (alive.size === 0) process.exit(exitCode);
    } else if (!listened.has(worker)) {
      const wait = Math.min(FIRST_RESTART_WAIT_MS * 2 ** failuresInARow, LONGEST_RESTART_WAIT_MS);
      failuresInARow += 1;
      log.error(`worker ${worker.process.pid} ended (${how}) before it listened: starting another in ${wait / 1000} s`);
      setTimeout(start, wait);
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
  const database = await openDatabase(config, { log: (line) => logger.warn(line) });
  try {
    await prepareDatabase(realDeps(config, database, log), log);
  } finally {
    await database.close();
  }
  superviseWorkers(config.webConcurrency, exec, logger, config.shutdownTimeoutS * 1000 + DRAIN_MARGIN_MS);
}
