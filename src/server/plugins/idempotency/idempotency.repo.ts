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

/** Takes the transaction-scoped advisory lock of the key (PostgreSQL); false when another holds it. */
export async function lockKey(tx: Db, k: Pick<KeyedRequest, 'owner' | 'key'>): Promise<boolean> {
  return Boolean(rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${advisoryLockId(k.owner, k.key)}::bigint) as ok`))[0]?.ok);
}

/**
 * The bulk path's first statement (ADR 0071): the advisory lock of every key (PostgreSQL; `lock` false on PGlite,
 * whose one connection serialises transactions) and the keys already answered, in one round trip where two cost
 * more than either statement. Its look-up reads the snapshot taken before the locks: a batch whose keys another
 * transaction answered and unlocked in between finds their records taken, or meets the key's unique violation,
 * and goes one by one, where each key is locked and then looked up.
 */
const lockAndAnsweredStatement = preparedStatement(sql`
  select (select coalesce(bool_and(case when ${sql.placeholder('lock')}::boolean then pg_try_advisory_xact_lock(l.value::bigint) else true end), true)
      from jsonb_array_elements_text(${sql.placeholder('locks')}::jsonb) as l(value)) as ok,
    array(select i.key from ${idempotencyKeys} i join jsonb_array_elements_text(${sql.placeholder('keys')}::jsonb) as k(value) on i.key = k.value
      where i.owner = ${sql.placeholder('owner')}) as answered`);

/** Locks these keys (all of one owner) when `lock`, and answers which already have a stored answer; null when another holds a lock. */
export async function lockAndFindAnswered(db: Db, keyed: KeyedRequest[], lock: boolean): Promise<Set<string> | null> {
  if (keyed.length === 0) return new Set();
  const values = {
    lock,
    locks: JSON.stringify(lock ? keyed.map((k) => advisoryLockId(k.owner, k.key)) : []),
    owner: keyed[0].owner,
    keys: JSON.stringify(keyed.map((k) => k.key)),
  };
  const [row] = rowsOf<{ ok: boolean; answered: string[] }>(await lockAndAnsweredStatement(db, values));
  return row.ok ? new Set(row.answered) : null;
}

/** Deletes stored answers created before `cutoff`; answers how many went. */
export async function deleteAnswersBefore(db: Db, cutoff: Date): Promise<number> {
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}
