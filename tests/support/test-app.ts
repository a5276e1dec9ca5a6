import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '@server/app';
import type { AppDeps, Clock, MailMessage } from '@server/context';
import { type Database, openPglite, openPostgres } from '@server/db/client';
import { migrate } from '@server/db/migrate';
import { users } from '@server/db/schema';
import { seedDemo } from '@server/seed/seed-demo';
import { loadConfig } from '@server/env';
import { issueToken } from '@server/plugins/auth';
import { checkAnswersAgainstDocument } from './openapi-check';
import { restorePgTemplate } from './pg-template';
import { pgliteFromTemplate } from './pglite-template';

export class FakeClock implements Clock {
  /** Every wait the app asked for (the sign-in slowdown), in ms; nothing actually waits. */
  readonly slept: number[] = [];
  constructor(public current = new Date()) {}
  now(): Date {
    return new Date(this.current);
  }
  async sleep(ms: number): Promise<void> {
    this.slept.push(ms);
  }
  set(iso: string | Date): void {
    this.current = new Date(iso);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  clock: FakeClock;
  /** Every message the app "sent". */
  mail: MailMessage[];
  close(): Promise<void>;
}

/** Which database this run uses: the `api-pg` project sets TEST_DB=postgres and TEST_DATABASE_URL. */
export const usingPostgres = () => process.env.TEST_DB === 'postgres';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or on PostgreSQL a schema of its own
 * (dropped at close), each loaded from a template. With `seededInto` (a DATA_DIR), it comes already seeded
 * (`seeded: true`, uploads copied into that folder); otherwise the caller seeds.
 */
export async function openTestDatabase(options: { seededInto?: string } = {}): Promise<{ database: Database; drop(): Promise<void>; seeded: boolean }> {
  if (!usingPostgres()) {
    const seeded = options.seededInto !== undefined;
    const database = await openPglite(await pgliteFromTemplate(seeded ? 'seeded' : 'migrated', options.seededInto));
    await migrate(database);
    return { database, drop: () => database.close(), seeded };
  }
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const seeded = options.seededInto !== undefined;
  await restorePgTemplate(url, schema, seeded ? 'seeded' : 'migrated', options.seededInto);
  const database = await openPostgres(url, { searchPath: schema, max: 12 });
  await migrate(database);
  return {
    database,
    seeded,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop schema ${schema} cascade`);
      await c.end();
    },
  };
}

export interface TestAppOptions {
  seed?: boolean;
  now?: Date | string;
  dataDir?: string;
  /** Registers test-only endpoints beside the app's, before it is ready. */
  register?: (app: FastifyInstance, deps: AppDeps) => void;
}

export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? `/tmp/fap-test-${randomBytes(6).toString('hex')}`;
  // Demo data placed relative to a fake "now" must be seeded at that time, not taken from the template.
  const fromTemplate = options.seed !== false && options.now === undefined;
  const { database, drop, seeded } = await openTestDatabase(fromTemplate ? { seededInto: dataDir } : {});
  const clock = new FakeClock(options.now ? new Date(options.now) : new Date());
  const mail: MailMessage[] = [];
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://portal.test',
    // Tests stand for a deployment behind a proxy: they vary X-Forwarded-For to act as several addresses.
    TRUST_PROXY: 'true',
  });
  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    clock,
    mailer: { send: async (m) => void mail.push(m) },
  };
  if (options.seed !== false && !seeded) await seedDemo(deps);
  const app = await buildApp(deps, { distDir: null });
  options.register?.(app, deps);
  await app.ready();
  await checkAnswersAgainstDocument(app);
  return {
    app,
    deps,
    clock,
    mail,
    async close() {
      await app.close();
      await drop();
    },
  };
}

/**
 * A valid bearer token for a user, looked up by email, without going through the login endpoint: a sign-in
 * session begun now, or at `signedInAt` (acts are dated no earlier than their session's start, ADR 0046).
 */
export async function tokenFor(t: TestApp, email: string, signedInAt?: Date | string): Promise<string> {
  const [u] = await t.deps.db.select().from(users).where(eq(sql`lower(${users.email})`, email.toLowerCase())).limit(1);
  if (!u) throw new Error(`no user ${email}`);
  if (signedInAt === undefined) return issueToken(t.deps, u);
  const now = t.clock.now();
  t.clock.set(signedInAt);
  try {
    return await issueToken(t.deps, u);
  } finally {
    t.clock.set(now);
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo accounts by role, as seeded. */
export const DEMO = {
  admin: 'admin@demo.local',
  seedAdmin: 'admin.seedsasa@demo.local',
  lenderAdmin: 'admin.everlend@demo.local',
  seedAgent: 'agent.seedsasa@demo.local',
  lenderAgent: 'agent.everlend@demo.local',
  recruit: 'recruit@demo.local',
} as const;
