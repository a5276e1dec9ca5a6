import { createHash } from 'node:crypto';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '../../shared/contracts/common';
import type { AppDeps } from '../context';
import type { Db } from '../db/client';
import { rowsOf } from '../db/migrate';
import { idempotencyKeys } from '../db/schema';
import { AppError, badRequest, conflict, unprocessable } from './errors';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Keys are kept at least this long (a device may stay offline for weeks). */
export const IDEMPOTENCY_RETENTION_DAYS = 90;
const DAY_MS = 24 * 60 * 60 * 1000;
const KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
/** Refusals a retry may well turn into success: never stored, so the retry runs afresh. */
const TRANSIENT_STATUSES = new Set([401, 408, 429]);

/** What a write answered: its status and its JSON text (null when the handler sent a download itself). */
export interface StoredAnswer {
  status: number;
  json: string | null;
}

export interface KeyedRequest {
  owner: string;
  key: string;
  method: string;
  path: string;
  fingerprint: string;
}

type Outcome = { kind: 'replay'; answer: StoredAnswer } | { kind: 'fresh'; answer: StoredAnswer | null } | { kind: 'refused'; error: AppError };

/** The request's `Idempotency-Key`, if any; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const value = request.headers[IDEMPOTENCY_HEADER];
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !KEY_PATTERN.test(value)) {
    throw badRequest('Idempotency-Key must be 1 to 200 visible characters, for example a uuid.');
  }
  return value;
}

/** JSON with object keys sorted at every level: the same data always hashes the same. */
export function canonicalJson(value: unknown): string {
  if (value === undefined) return '';
  if (Array.isArray(value)) return `[${value.map((v) => (v === undefined ? 'null' : canonicalJson(v))).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Method + path + sha256 of the canonical body. A multipart body is a stream the handler reads, so it is left out. */
export function fingerprintOf(method: string, path: string, body: unknown, multipart: boolean): string {
  return sha256(`${method} ${path}\n${multipart ? 'multipart' : sha256(canonicalJson(body))}`);
}

/** A JSON write of `owner` under `key`, fingerprinted as its single request would be. */
export function keyedWrite(owner: string, key: string, method: string, path: string, body: unknown): KeyedRequest {
  const upper = method.toUpperCase();
  return { owner, key, method: upper, path, fingerprint: fingerprintOf(upper, path, body, false) };
}

function keyedRequest(request: FastifyRequest, key: string, multipart: boolean): KeyedRequest {
  const method = request.method.toUpperCase();
  return { owner: request.user?.id ?? '', key, method, path: request.url, fingerprint: fingerprintOf(method, request.url, request.body, multipart) };
}

/** A signed 64-bit advisory lock id for (owner, key). */
export function advisoryLockId(owner: string, key: string): string {
  return createHash('sha256').update(`idempotency\0${owner}\0${key}`).digest().readBigInt64BE(0).toString();
}

const lockId = (k: KeyedRequest) => advisoryLockId(k.owner, k.key);

const inFlight = () => conflict('This request is still being processed', 'IN_FLIGHT');
const mismatch = () =>
  unprocessable(
    'This Idempotency-Key was already used for a different request. Send a new key (a new outbox entry) for a changed request.',
    'IDEMPOTENCY_MISMATCH',
  );

async function findStored(db: Db, k: KeyedRequest): Promise<StoredAnswer | null> {
  const [row] = await db
    .select({ fingerprint: idempotencyKeys.fingerprint, status: idempotencyKeys.status, body: idempotencyKeys.body })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, k.owner), eq(idempotencyKeys.key, k.key)))
    .limit(1);
  if (!row) return null;
  if (row.fingerprint !== k.fingerprint) throw mismatch();
  return { status: row.status, json: row.body };
}

async function store(db: Db, k: KeyedRequest, answer: StoredAnswer, now: Date): Promise<void> {
  await db
    .insert(idempotencyKeys)
    .values({ owner: k.owner, key: k.key, method: k.method, path: k.path, fingerprint: k.fingerprint, status: answer.status, body: answer.json, createdAt: now })
    .onConflictDoNothing();
}

const errorAnswer = (error: AppError): StoredAnswer => ({
  status: error.status,
  json: JSON.stringify({ message: error.message, code: error.code, details: error.details } satisfies ApiErrorBody),
});

/** Runs the handler; a 4xx refusal becomes an outcome (kept, maybe stored), anything else propagates. */
async function attempt(run: () => Promise<StoredAnswer | null>): Promise<Outcome> {
  try {
    return { kind: 'fresh', answer: await run() };
  } catch (error) {
    if (error instanceof AppError && error.status >= 400 && error.status < 500) return { kind: 'refused', error };
    throw error;
  }
}

const storable = (outcome: Outcome): StoredAnswer | null => {
  if (outcome.kind === 'fresh') return outcome.answer;
  if (outcome.kind === 'refused' && !TRANSIENT_STATUSES.has(outcome.error.status)) return errorAnswer(outcome.error);
  return null;
};

/**
 * Exactly once per (user, key), across crashes and processes: ONE transaction holds an advisory lock on the
 * key, looks up the stored answer (replay, or 422 for another request), else runs the handler and stores its
 * answer. The handler's writes and the stored answer commit together; a 5xx or a crash rolls back both.
 */
async function inOneTransaction(deps: AppDeps, k: KeyedRequest, run: () => Promise<StoredAnswer | null>): Promise<Outcome> {
  let refusal: Outcome | undefined;
  try {
    return await deps.db.transaction(async (tx) => {
      // PGlite has one connection and runs one transaction at a time, which already serialises a key.
      if (deps.database.kind === 'postgres') await lockKey(tx, k);
      const stored = await findStored(tx, k);
      if (stored) return { kind: 'replay', answer: stored } as Outcome;
      const outcome = await attempt(run);
      const answer = storable(outcome);
      if (outcome.kind === 'refused') refusal = outcome;
      if (answer) await storeStrict(tx, k, answer, deps.clock.now());
      return outcome;
    });
  } catch (error) {
    if (!refusal) throw error;
    // The handler turned a failed statement into a 4xx, and PostgreSQL had aborted the transaction with it:
    // its writes are gone either way, so the refusal is stored on its own.
    return storeRefusalAlone(deps, k, refusal);
  }
}

async function lockKey(tx: Db, k: KeyedRequest): Promise<void> {
  const locked = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(${lockId(k)}::bigint) as ok`));
  if (!locked[0]?.ok) throw inFlight();
}

/** Inside the keyed transaction a second answer for the key cannot exist; if it did, failing rolls back the write. */
async function storeStrict(tx: Db, k: KeyedRequest, answer: StoredAnswer, now: Date): Promise<void> {
  await tx
    .insert(idempotencyKeys)
    .values({ owner: k.owner, key: k.key, method: k.method, path: k.path, fingerprint: k.fingerprint, status: answer.status, body: answer.json, createdAt: now });
}

/**
 * The bulk form of `inOneTransaction`, for the sync batch's fast path (bulk-writes.ts): in ONE transaction it
 * locks every key (PostgreSQL; a key in flight elsewhere throws 409 and nothing is done), leaves out the keys
 * already answered (their entries are replayed one by one afterwards), runs `write` on the rest and stores
 * every answer it gives. Answers the stored answers by key; throws, rolling back everything, on any failure.
 */
export async function answerFreshInOneTransaction(
  deps: AppDeps,
  keyed: KeyedRequest[],
  write: (fresh: KeyedRequest[]) => Promise<(StoredAnswer | null)[]>,
): Promise<Map<string, StoredAnswer>> {
  return deps.db.transaction(async (tx) => {
    if (deps.database.kind === 'postgres') {
      // One array literal parameter (drizzle would spread a JS array into a list of parameters).
      const ids = `{${keyed.map(lockId).join(',')}}`;
      const locked = rowsOf<{ ok: boolean }>(await tx.execute(sql`select bool_and(pg_try_advisory_xact_lock(id)) as ok from unnest(${ids}::bigint[]) as id`));
      if (!locked[0]?.ok) throw inFlight();
    }
    const answered = await answeredKeys(tx, keyed);
    const fresh = keyed.filter((k) => !answered.has(k.key));
    const answers = await write(fresh);
    const now = deps.clock.now();
    const stored = new Map<string, StoredAnswer>();
    const rows = fresh.flatMap((k, i) => {
      const answer = answers[i];
      if (!answer) return [];
      stored.set(k.key, answer);
      return [{ owner: k.owner, key: k.key, method: k.method, path: k.path, fingerprint: k.fingerprint, status: answer.status, body: answer.json, createdAt: now }];
    });
    if (rows.length) await tx.insert(idempotencyKeys).values(rows);
    return stored;
  });
}

/** Which of these keys (all of one owner) already have a stored answer. */
async function answeredKeys(db: Db, keyed: KeyedRequest[]): Promise<Set<string>> {
  if (keyed.length === 0) return new Set();
  const rows = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.owner, keyed[0].owner), inArray(idempotencyKeys.key, keyed.map((k) => k.key))));
  return new Set(rows.map((r) => r.key));
}

async function storeRefusalAlone(deps: AppDeps, k: KeyedRequest, refusal: Outcome): Promise<Outcome> {
  const answer = storable(refusal);
  if (!answer) return refusal;
  return deps.db.transaction(async (tx) => {
    if (deps.database.kind === 'postgres') await lockKey(tx, k);
    const stored = await findStored(tx, k);
    if (stored) return { kind: 'replay', answer: stored } as Outcome;
    await storeStrict(tx, k, answer, deps.clock.now());
    return refusal;
  });
}

/** Keys being answered by an upload in this process (PGlite: one process owns the database). */
const uploadsInFlight = new Set<string>();

/**
 * Uploads on PGlite: one connection serialises transactions, so holding one open while a large file streams
 * in would stall every other request. The stored answer is checked first and written after the handler; the
 * handler's own writes are keyed by the client's id (the outbox entry id) so a crash in between is harmless.
 */
async function aroundUpload(deps: AppDeps, k: KeyedRequest, run: () => Promise<StoredAnswer | null>): Promise<Outcome> {
  const stored = await findStored(deps.db, k);
  if (stored) return { kind: 'replay', answer: stored };
  const id = `${k.owner}\0${k.key}`;
  if (uploadsInFlight.has(id)) throw inFlight();
  uploadsInFlight.add(id);
  try {
    const outcome = await attempt(run);
    const answer = storable(outcome);
    if (answer) await store(deps.db, k, answer, deps.clock.now());
    return outcome;
  } finally {
    uploadsInFlight.delete(id);
  }
}

export interface IdempotentCall {
  request: FastifyRequest;
  reply: FastifyReply;
  key: string;
  multipart: boolean;
  /** Runs the endpoint's handler: its answer, or null when it sent a download through the reply itself. */
  run: () => Promise<StoredAnswer | null>;
}

/** Answers a keyed write exactly once and replays the stored answer to every retry. */
export async function answerIdempotently(deps: AppDeps, call: IdempotentCall): Promise<FastifyReply> {
  const k = keyedRequest(call.request, call.key, call.multipart);
  const outcome = call.multipart && deps.database.kind === 'pglite' ? await aroundUpload(deps, k, call.run) : await inOneTransaction(deps, k, call.run);
  if (outcome.kind === 'refused') throw outcome.error;
  if (outcome.kind === 'replay') call.reply.header(REPLAYED_HEADER, 'true');
  const { answer } = outcome;
  if (!answer) return call.reply;
  call.reply.status(answer.status);
  if (answer.json === null) return call.reply.send();
  return call.reply.type('application/json; charset=utf-8').send(answer.json);
}

/** Deletes stored answers older than the retention period; answers how many went. */
export async function purgeExpiredIdempotencyKeys(db: Db, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_DAYS * DAY_MS);
  const deleted = await db.delete(idempotencyKeys).where(lt(idempotencyKeys.createdAt, cutoff)).returning({ key: idempotencyKeys.key });
  return deleted.length;
}

/** Purges expired keys when the server starts and then once a day. */
export function scheduleIdempotencyCleanup(app: FastifyInstance, deps: AppDeps): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const count = await purgeExpiredIdempotencyKeys(deps.db, deps.clock.now());
      if (count) app.log.info(`idempotency: ${count} expired key(s) purged`);
    } catch (err) {
      app.log.error({ err }, 'idempotency cleanup failed');
    }
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
