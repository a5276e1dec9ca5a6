import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { count, sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { defineEndpoint } from '@shared/contracts/endpoint';
import { buildApp } from '@server/app';
import type { AppDeps, MailMessage } from '@server/context';
import type { Database, Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { seedAccounts } from '@server/seed/seed-accounts';
import { loadConfig } from '@server/env';
import { registerEndpoint } from '@server/plugins/endpoint';
import { conflict } from '@server/lib/app-error';
import { checkAnswersAgainstDocument } from './openapi-check';
import { FakeClock, openTestDatabase, type TestApp } from './test-app';

/**
 * The app of the idempotency and sync tests, in-process and in the spawned server processes of the
 * two-process tests: the real server plus a test-only write endpoint whose effects are easy to count.
 */
export const testWrites = pgTable('test_writes', {
  id: uuid('id').primaryKey().defaultRandom(),
  owner: uuid('owner'),
  label: text('label').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const testWrite = defineEndpoint({
  method: 'POST',
  path: '/test-writes',
  permission: 'sync.run',
  offline: true,
  summary: 'Test only: records one row per run',
  tag: 'test',
  body: z.object({
    label: z.string().check(z.minLength(1)),
    /** Holds the transaction open this long after writing (widens races). */
    sleepMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(10_000))),
    /**
     * `crash`: throws after writing (a 5xx); `refuse`: answers 409 after writing; `statement`: a statement
     * fails after writing and the handler turns that into a 409.
     */
    fail: z.optional(z.enum(['crash', 'refuse', 'statement'])),
  }),
  successStatus: 201,
  response: z.object({ id: z.string(), label: z.string() }),
});

export const testUpload = defineEndpoint({
  method: 'POST',
  path: '/test-uploads',
  permission: 'sync.run',
  summary: 'Test only: records one row per uploaded file',
  tag: 'test',
  bodyKind: 'multipart',
  fileParts: { file: { types: ['application/octet-stream'], required: true } },
  body: z.object({}),
  successStatus: 201,
  response: z.object({ id: z.string(), label: z.string(), size: z.number() }),
});

export async function createTestWritesTable(database: Database): Promise<void> {
  await database.exec(
    'create table if not exists test_writes (id uuid primary key default gen_random_uuid(), owner uuid, label text not null, created_at timestamptz not null default now())',
  );
}

export function registerTestWrite(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, testWrite, async ({ user, body }) => {
    const [row] = await deps.db.insert(testWrites).values({ owner: user.id, label: body.label }).returning({ id: testWrites.id });
    if (body.sleepMs) await sleep(body.sleepMs);
    if (body.fail === 'crash') throw new Error('handler crashed after writing');
    if (body.fail === 'refuse') throw conflict('Refused after writing', 'TEST_REFUSED');
    if (body.fail === 'statement') {
      const failed = await deps.db.execute(sql`select 1 / 0`).then(
        () => false,
        () => true,
      );
      if (failed) throw conflict('A statement failed', 'TEST_STATEMENT');
    }
    return { id: row.id, label: body.label };
  });
  registerEndpoint(app, deps, testUpload, async ({ user, upload }) => {
    const file = await upload?.file();
    if (!file) throw conflict('No file', 'TEST_NO_FILE');
    const size = (await file.toBuffer()).length;
    const [row] = await deps.db.insert(testWrites).values({ owner: user.id, label: file.filename }).returning({ id: testWrites.id });
    return { id: row.id, label: file.filename, size };
  });
}

export async function countWrites(db: Db, label?: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(testWrites)
    .where(label === undefined ? undefined : sql`${testWrites.label} = ${label}`);
  return row?.n ?? 0;
}

export async function countKeys(db: Db): Promise<number> {
  return rowsOf<{ n: number }>(await db.execute(sql`select count(*)::int as n from idempotency_keys`))[0].n;
}

/** The PostgreSQL schema (or PGlite's `public`) the database's tables live in. */
export async function schemaOf(db: Db): Promise<string> {
  return rowsOf<{ s: string }>(await db.execute(sql`select current_schema() as s`))[0].s;
}

/** Like createTestApp (accounts seeded only, which is all these tests use), with the test write endpoint. */
export async function createWriteTestApp(options: { now?: Date | string } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  await createTestWritesTable(database);
  const clock = new FakeClock(options.now ? new Date(options.now) : new Date());
  const mail: MailMessage[] = [];
  const config = loadConfig({ DATA_DIR: `/tmp/fap-test-${randomBytes(6).toString('hex')}`, JWT_SECRET: randomBytes(32).toString('hex') });
  const deps: AppDeps = { database, db: database.db, config, clock, mailer: { send: async (m) => void mail.push(m) } };
  await seedAccounts(deps);
  const app = await buildApp(deps, { distDir: null });
  registerTestWrite(app, deps);
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
