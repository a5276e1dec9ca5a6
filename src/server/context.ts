import type { Database, Db } from './db/client';
import type { Config } from './env';
import type { Mailer } from './lib/mailer';

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
