import { buildApp } from './app';
import { type AppDeps, systemClock } from './context';
import { openDatabase } from './db/open';
import { isEmpty, seedDemo } from './seed/seed-demo';
import { ConfigError, loadConfig } from './env';
import { fileMailer, smtpMailer } from './lib/mailer';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(2);
    }
    throw err;
  }
  const database = await openDatabase(config);
  let log: (line: string) => void = console.log;
  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    clock: systemClock,
    mailer: config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : fileMailer(config.dataDir, (line) => log(line)),
  };
  const app = await buildApp(deps, { logger: { level: config.logLevel } });
  log = (line) => app.log.info(line);

  if (config.seedDemo && (await isEmpty(deps.db))) {
    await seedDemo(deps);
    app.log.info('demo data seeded: sign in as admin@demo.local / Demo@1234 (see README for every account)');
  }

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

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
