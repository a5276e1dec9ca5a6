import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import { StartError, createEmbeddedIfMissing } from './db/embedded';
import { type Config, ConfigError, loadConfig } from './env';

/**
 * The server's entry (`npm start` imports it after building the client): reads the configuration, then runs
 * one server process, or with WEB_CONCURRENCY > 1 a cluster primary whose workers run this same file. Only
 * light modules are imported statically: the cluster primary never loads the app, and on a first start on
 * the embedded database this process stays small while a child process creates the database (db/embedded.ts).
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
    // Loading the server's modules while the child works measured no faster on 2 busy cores, and made the peak larger.
    if (!config.databaseUrl) await createEmbeddedIfMissing(config);
    const { runServer } = await import('./serve');
    await runServer(config);
  }
} catch (err) {
  console.error(err instanceof StartError ? err.message : err);
  process.exit(1);
}
