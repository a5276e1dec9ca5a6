import type { Database, Db } from './db/client';
import type { Config } from './env';
import type { Mailer } from './lib/mailer';

export interface Clock {
  now(): Date;
  /** Waits `ms` before answering (the sign-in slowdown); tests record the wait instead. */
  sleep(ms: number): Promise<void>;
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

export const systemClock: Clock = {
  now: () => new Date(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
