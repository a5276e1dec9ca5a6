import type { Database, Db } from './db/client';
import type { Config } from './env';

export interface Clock {
  now(): Date;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** What every module receives: built once by buildApp, replaced by fakes only where a test needs time or mail. */
export interface AppDeps {
  database: Database;
  db: Db;
  config: Config;
  mailer: Mailer;
  clock: Clock;
}

export const systemClock: Clock = { now: () => new Date() };
