import type { Database, Db } from './db/client';
import type { Config } from './env';
import { fileMailer, type Mailer, smtpMailer } from './lib/mailer';

export interface Clock {
  now(): Date;
}

export type { Mailer, MailMessage } from './lib/mailer';

/** What every module receives: built once by buildApp, replaced by fakes only where a test needs time or mail. */
export interface AppDeps {
  database: Database;
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
}

export const systemClock: Clock = { now: () => new Date() };

/** The real dependencies of a server process: mail over SMTP_URL, or kept in DATA_DIR/outbox and logged. */
export function realDeps(config: Config, database: Database, log: (line: string) => void): AppDeps {
  const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : fileMailer(config.dataDir, log);
  return { database, db: database.db, config, clock: systemClock, mailer };
}
