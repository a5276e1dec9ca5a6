import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { preparedStatement } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { idempotencyKeys } from '@server/db/schema';
import { advisoryLockId, type KeyedRequest } from './keys';

/** What a write answered: its status and its JSON text (null when it answered a download). */
export interface StoredAnswer {
  status: number;
  json: string | null;
}

export interface StoredRow extends StoredAnswer {
  fingerprint: string;
}

export async function findStored(db: Db, k: Pick<KeyedRequest, 'owner' | 'key'>): Promise<StoredRow | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, json: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, k.owner), eq(idempotencyKeys.key, k.key)))
    .limit(1);
  return row ?? null;
}

const rowOf = (k: KeyedRequest, answer: StoredAnswer, now: Date) => ({
  owner: k.owner,
  key: k.key,
  method: k.method,
  path: k.path,
  fingerprint: k.fingerprint,
  status: answer.status,
  body: answer.json,
  createdAt: now,
});

/** Stores an answer; a second answer for the key fails (inside the keyed transaction it cannot exist). */
export async function storeAnswer(db: Db, k: KeyedRequest, answer: StoredAnswer, now: Date): Promise<void> {
  await db.insert(idempotencyKeys).values(rowOf(k, answer, now));
}

/** Stores an answer unless the key already has one (outside a transaction: uploads on PGlite). */
export async function storeAnswerOnce(db: Db, k: KeyedRequest, answer: StoredAnswer, now: Date): Promise<void> {
  await db.insert(idempotencyKeys).values(rowOf(k, answer, now)).onConflictDoNothing();
}

/**
 * The sync batch's answers as one JSON parameter, one statement text prepared once: Drizzle building the insert
 * value by value cost more server CPU than the insert itself (ADR 0066).
 */
const storeAnswersStatement = preparedStatement(sql`
  insert into ${idempotencyKeys} (owner, key, method, path, fingerprint, status, body, created_at)
  select owner, key, method, path, fingerprint, status, body, ${sql.placeholder('now')}::timestamptz
    from jsonb_to_recordset(${sql.placeholder('rows')}::jsonb) as r(owner text, key text, method text, path text, fingerprint text, status integer, body text)`);

export async function storeAnswers(db: Db, answers: { k: KeyedRequest; answer: StoredAnswer }[], now: Date): Promise<void> {
  if (answers.length === 0) return;
  const rows = answers.map(({ k, answer }) => ({ owner: k.owner, key: k.key, method: k.method, path: k.path, fingerprint: k.fingerprint, status: answer.status, body: answer.json }));
  await storeAnswersStatement(db, { rows: JSON.stringify(rows), now: now.toISOString() });
}

/** Takes the transaction-scoped advisory lock of every key (PostgreSQL); false when another holds one. */
export async function lockKeys(tx: Db, keyed: Pick<KeyedRequest, 'owner' | 'key'>[]): Promise<boolean> {
  if (keyed.length === 1) {
    const [k] = keyed;
    return Boolean(rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${advisoryLockId(k.owner, k.key)}::bigint) as ok`))[0]?.ok);
  }
  // One array literal parameter (drizzle would spread a JS array into a list of parameters).
  const ids = `{${keyed.map((k) => advisoryLockId(k.owner, k.key)).join(',')}}`;
  return Boolean(rowsOf<{ ok: boolean }>(await tx.execute(sql`select bool_and(pg_try_advisory_xact_lock(id)) as ok from unnest(${ids}::bigint[]) as id`))[0]?.ok);
}

const answeredKeysStatement = preparedStatement(sql`
  select i.key from ${idempotencyKeys} i join jsonb_array_elements_text(${sql.placeholder('keys')}::jsonb) as k(value) on i.key = k.value
    where i.owner = ${sql.placeholder('owner')}`);

/** Which of these keys (all of one owner) already have a stored answer. */
export async function answeredKeys(db: Db, keyed: KeyedRequest[]): Promise<Set<string>> {
  if (keyed.length === 0) return new Set();
  const rows = rowsOf<{ key: string }>(await answeredKeysStatement(db, { owner: keyed[0].owner, keys: JSON.stringify(keyed.map((k) => k.key)) }));
  return new Set(rows.map((r) => r.key));
}

/** Deletes stored answers created before `cutoff`; answers how many went. */
export async function deleteAnswersBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
