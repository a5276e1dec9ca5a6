import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { StartError, createEmbeddedIfMissing } from './db/embedded';
import { type Config, ConfigError, loadConfig } from './env';

/**
 * The server's entry (`npm start` imports it after building the client): reads the configuration, then runs
 * one server process, or with WEB_CONCURRENCY > 1 a cluster primary whose workers run this same file. The
 * server's modules are imported only after the embedded database's first creation, which runs in a child
 * process: this process stays small while that child is at its largest.
 */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
}

const config = configOrExit();
try {
  if (config.webConcurrency > 1 && cluster.isPrimary) {
    const { runPrimary } = await import('./cluster');
    await runPrimary(config, fileURLToPath(import.meta.url));
  } else {
    if (!config.databaseUrl) await createEmbeddedIfMissing(config);
    const { runServer } = await import('./serve');
    await runServer(config);
  }
} catch (err) {
  console.error(err instanceof StartError ? err.message : err);
  process.exit(1);
}
