import { fork } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../env';

/** A first start that could not go on: main.ts prints its message alone (the child printed the details). */
export class StartError extends Error {}

/** Where the embedded database (PGlite) keeps its files. */
export const embeddedDir = (config: Config) => path.join(config.dataDir, 'pgdata');

/** Whether the embedded database was created already (PostgreSQL writes PG_VERSION first when it creates one). */
export const embeddedExists = (config: Config) => existsSync(path.join(embeddedDir(config), 'PG_VERSION'));

/**
 * On the first start on the embedded database, creates, migrates and seeds it in a child process
 * (create-embedded.ts) and waits for it; rejects with a message for the user when the child failed.
 */
export function createEmbeddedIfMissing(config: Config): Promise<void> {
  if (embeddedExists(config)) return Promise.resolve();
  const child = fork(fileURLToPath(new URL('../create-embedded.ts', import.meta.url)));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new StartError(`Creating the embedded database in ${embeddedDir(config)} failed (${signal ?? `exit code ${code}`}; see above). Nothing was started.`));
    });
  });
}
