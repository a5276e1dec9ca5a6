import type { AppDeps } from '@server/context';
import { AppError, conflict, unprocessable } from '@server/lib/app-error';
import type { ApiErrorBody } from '@shared/contracts/common';
import { findStored, lockAndFindAnswered, lockKey as lockStoredKey, type StoredAnswer, storeAnswer, storeAnswerOnce, storeAnswers } from './idempotency.repo';
import type { KeyedRequest, KeyedUpload } from './keys';

/** Refusals a retry may well turn into success: never stored, so the retry runs afresh. */
const TRANSIENT_STATUSES = new Set([401, 408, 429]);

type Outcome = { kind: 'replay'; answer: StoredAnswer } | { kind: 'fresh'; answer: StoredAnswer } | { kind: 'refused'; error: AppError };

/** A keyed write's answer, and whether it is the stored answer of an earlier request. */
export interface OnceAnswer {
  answer: StoredAnswer;
  replayed: boolean;
}

const inFlight = () => conflict('This request is still being processed', 'IN_FLIGHT');
const mismatch = () =>
  unprocessable(
    'This Idempotency-Key was already used for a different request. Send a new key (a new outbox entry) for a changed request.',
    'IDEMPOTENCY_MISMATCH',
  );

type Keyed = KeyedRequest | KeyedUpload;

/** The keyed write with its fingerprint; an upload's needs its whole form read first. */
async function settled(k: Keyed): Promise<KeyedRequest> {
  return typeof k.fingerprint === 'string' ? (k as KeyedRequest) : { ...k, fingerprint: await k.fingerprint() };
}

/** The stored answer of the key, or null; the same key with another request (body, form or file) is refused (422). */
async function storedAnswerOf(deps: AppDeps, k: Keyed): Promise<StoredAnswer | null> {
  const row = await findStored(deps.db, k);
  if (!row) return null;
  if (row.fingerprint !== (await settled(k)).fingerprint) throw mismatch();
  return { status: row.status, json: row.json };
}

const errorAnswer = (error: AppError): StoredAnswer => ({
  status: error.status,
  json: JSON.stringify({ message: error.message, code: error.code, details: error.details } satisfies ApiErrorBody),
});

/** Runs the handler; a 4xx refusal becomes an outcome (kept, maybe stored), anything else propagates. */
async function attempt(run: () => Promise<StoredAnswer>): Promise<Outcome> {
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

async function lockKey(deps: AppDeps, k: Keyed): Promise<void> {
  // PGlite has one connection and runs one transaction at a time, which already serialises a key.
  if (deps.database.kind === 'postgres' && !(await lockStoredKey(deps.db, k))) throw inFlight();
}

/**
 * Exactly once per (user, key), across crashes and processes: ONE transaction holds an advisory lock on the
 * key, looks up the stored answer (replay, or 422 for another request), else runs the handler and stores its
 * answer. The handler's writes and the stored answer commit together; a 5xx or a crash rolls back both.
 */
async function inOneTransaction(deps: AppDeps, k: Keyed, run: () => Promise<StoredAnswer>): Promise<Outcome> {
  let refusal: Outcome | undefined;
  try {
    return await deps.db.transaction(async () => {
      await lockKey(deps, k);
      const stored = await storedAnswerOf(deps, k);
      if (stored) return { kind: 'replay', answer: stored } as Outcome;
      const outcome = await attempt(run);
      const answer = storable(outcome);
      if (outcome.kind === 'refused') refusal = outcome;
      if (answer) await storeAnswer(deps.db, await settled(k), answer, deps.clock.now());
      return outcome;
    });
  } catch (error) {
    if (!refusal) throw error;
    // The handler turned a failed statement into a 4xx, and PostgreSQL had aborted the transaction with it:
    // its writes are gone either way, so the refusal is stored on its own.
    return storeRefusalAlone(deps, k, refusal);
  }
}

async function storeRefusalAlone(deps: AppDeps, k: Keyed, refusal: Outcome): Promise<Outcome> {
  const answer = storable(refusal);
  if (!answer) return refusal;
  return deps.db.transaction(async () => {
    await lockKey(deps, k);
    const stored = await storedAnswerOf(deps, k);
    if (stored) return { kind: 'replay', answer: stored } as Outcome;
    await storeAnswer(deps.db, await settled(k), answer, deps.clock.now());
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
async function aroundUpload(deps: AppDeps, k: KeyedUpload, run: () => Promise<StoredAnswer>): Promise<Outcome> {
  const stored = await storedAnswerOf(deps, k);
  if (stored) return { kind: 'replay', answer: stored };
  const id = `${k.owner}\0${k.key}`;
  if (uploadsInFlight.has(id)) throw inFlight();
  uploadsInFlight.add(id);
  try {
    const outcome = await attempt(run);
    const answer = storable(outcome);
    if (answer) await storeAnswerOnce(deps.db, await settled(k), answer, deps.clock.now());
    return outcome;
  } finally {
    uploadsInFlight.delete(id);
  }
}

/**
 * Answers a keyed write exactly once and the stored answer to every retry; a refusal (4xx) is thrown, stored
 * unless a retry may succeed. An upload (a multipart form, see aroundUpload) is fingerprinted from its form.
 */
export async function answerOnce(deps: AppDeps, k: Keyed, run: () => Promise<StoredAnswer>): Promise<OnceAnswer> {
  const upload = typeof k.fingerprint !== 'string';
  const outcome = upload && deps.database.kind === 'pglite' ? await aroundUpload(deps, k as KeyedUpload, run) : await inOneTransaction(deps, k, run);
  if (outcome.kind === 'refused') throw outcome.error;
  return { answer: outcome.answer, replayed: outcome.kind === 'replay' };
}

/**
 * The bulk form of `answerOnce`, for the sync batch's fast path (bulk-writes.ts): in ONE transaction it locks
 * every key (PostgreSQL; a key in flight elsewhere throws 409 and nothing is done), leaves out the keys already
 * answered (their entries are replayed one by one afterwards), runs `write` on the rest and stores every answer
 * it gives. Answers the stored answers by key; throws, rolling back everything, on any failure.
 */
export async function answerFreshInOneTransaction(
  deps: AppDeps,
  keyed: KeyedRequest[],
  write: (fresh: KeyedRequest[]) => Promise<(StoredAnswer | null)[]>,
): Promise<Map<string, StoredAnswer>> {
  return deps.db.transaction(async () => {
    const answered = await lockAndFindAnswered(deps.db, keyed, deps.database.kind === 'postgres');
    if (!answered) throw inFlight();
    const fresh = keyed.filter((k) => !answered.has(k.key));
    const answers = await write(fresh);
    const stored = new Map<string, StoredAnswer>();
    const rows = fresh.flatMap((k, i) => {
      const answer = answers[i];
      if (!answer) return [];
      stored.set(k.key, answer);
      return [{ k, answer }];
    });
    await storeAnswers(deps.db, rows, deps.clock.now());
    return stored;
  });
}
