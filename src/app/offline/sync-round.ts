import type { SkewClock } from '@shared/clock-skew';
import { OCCURRED_AT_HEADER, SESSION_ID_HEADER } from '@shared/contracts/headers';
import { SYNC_BATCH_MAX } from '@shared/contracts/sync-batch';
import { backoffDelay } from './backoff';
import { getDeviceId, lastSuccessKey, setMeta, type OfflineDb } from './db';
import type { RoundOutcome } from './engine-mode';
import { occurredAtOf } from './occurred-at';
import type { EntryError, OutboxEntry } from './outbox-types';
import { acceptEntry, claimReady, MAX_HOLD_MS, markNeedsAttention, markRetry, requeueSending } from './queue';

export interface EngineSession {
  userId: string;
  token: string;
}

/** What one drain needs from its surroundings (the page or the service worker); tests pass their own. */
export interface RoundDeps {
  db: OfflineDb;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Origin of the API ('' in the browser). */
  baseUrl?: string;
  /** The signed-in user and token right now; entries of anyone else are never sent with it. */
  session: () => EngineSession | null;
  now?: () => number;
  random?: () => number;
  /** The server clock estimate: fed with every answer, used to stamp entries queued without a known skew. */
  clock?: SkewClock | null;
  batchSize?: number;
  /** A request unanswered this long counts as a network failure (the entry's key makes the resend safe). */
  requestTimeoutMs?: number;
  /** Send batches gzip-compressed (`CompressionStream`) where the runtime has it (ADR 0051). */
  gzipBatches?: boolean;
}

/** What a round tells its engine while it runs. */
export interface RoundEvents {
  progress(done: number, total: number): void;
  accepted(entry: OutboxEntry): void;
}

type Verdict = 'ok' | 'auth' | 'retry' | 'attention';
type StepResult = { kind: 'continue' } | RoundOutcome;
const CONTINUE: StepResult = { kind: 'continue' };

const IN_FLIGHT_CODES = new Set(['IN_FLIGHT', 'IDEMPOTENCY_IN_FLIGHT', 'IN_PROGRESS']);
const REQUEST_TIMEOUT_MS = 120_000;

async function gzip(text: string): Promise<ArrayBuffer> {
  return new Response(new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'))).arrayBuffer();
}

/** How the engine reacts to one answer (docs/offline-sync.md "Answers and errors"). */
export function classify(status: number, body: unknown): Verdict {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'auth';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  const code = (body as { code?: unknown } | null)?.code;
  if (status === 409 && typeof code === 'string' && IN_FLIGHT_CODES.has(code)) return 'retry';
  return 'attention';
}

export function errorOf(status: number, body: unknown): EntryError {
  const b = (body ?? {}) as { message?: unknown; code?: unknown; details?: { fields?: unknown } };
  const message = typeof b.message === 'string' && b.message ? b.message : status === 0 ? 'Network error. Please check your connection.' : `Request failed (${status})`;
  const fields = b.details && typeof b.details.fields === 'object' && b.details.fields ? (b.details.fields as Record<string, string>) : undefined;
  return { status, message, ...(typeof b.code === 'string' && b.code ? { code: b.code } : {}), ...(fields ? { fields } : {}) };
}

interface Answer {
  status: number;
  body: unknown;
  /** Retry-After in ms (0 when absent). */
  retryAfterMs: number;
}

/** An entry with the server's answer to it. */
interface Answered extends Answer {
  entry: OutboxEntry;
}

/**
 * Drains of the signed-in user's queue through POST /api/sync (or single requests on an older server), each
 * under the engine's cross-tab lock. Between drains it keeps only whether the batch endpoint exists.
 */
export class SyncRounds {
  private readonly transport = { batchUnsupported: false, gzipRefused: false };

  constructor(private readonly deps: RoundDeps) {}

  async run(session: EngineSession, options: { manual: boolean; report: boolean }, events: RoundEvents): Promise<RoundOutcome> {
    const { db } = this.deps;
    // Under the lock nobody else is sending: a `sending` entry was left by a page that died mid-drain.
    await requeueSending(db);
    try {
      return await new Round(this.deps, this.transport, session, events).drain(options);
    } finally {
      await requeueSending(db);
    }
  }
}

/** One drain: its progress, and the one retry time its failures share. */
class Round {
  private done = 0;
  private total = 0;
  private retryAt: number | null = null;
  private reported = false;
  private readonly now: () => number;

  constructor(
    private readonly deps: RoundDeps,
    private readonly transport: { batchUnsupported: boolean; gzipRefused: boolean },
    private readonly session: EngineSession,
    private readonly events: RoundEvents,
  ) {
    this.now = deps.now ?? Date.now;
  }

  async drain({ manual, report }: { manual: boolean; report: boolean }): Promise<RoundOutcome> {
    const limit = this.deps.batchSize ?? SYNC_BATCH_MAX;
    for (;;) {
      const claim = await claimReady(this.deps.db, this.session.userId, { limit, now: this.now(), ignoreHold: manual });
      if (claim.heldUntil !== null) return { kind: 'retry', retryAt: claim.heldUntil };
      this.total = this.done + claim.entries.filter((e) => e.status !== 'needs_attention').length;
      this.events.progress(this.done, this.total);
      if (claim.ready.length === 0) {
        if (report && !this.reported && !this.transport.batchUnsupported) await this.reportOnly(claim.entries);
        return { kind: 'done' };
      }
      const step = this.transport.batchUnsupported ? await this.sendSingles(claim.ready) : await this.sendBatch(claim.ready, claim.entries);
      this.reported = true;
      if (step.kind !== 'continue') return step;
      manual = false;
    }
  }

  private async device(entries: OutboxEntry[]) {
    const oldest = entries.reduce((min, e) => Math.min(min, e.createdAt), Infinity);
    return {
      backlog: entries.length,
      oldestEntryAgeSeconds: entries.length ? Math.max(0, Math.floor((this.now() - oldest) / 1000)) : 0,
      deviceId: await getDeviceId(this.deps.db),
    };
  }

  private async request(method: string, path: string, body: unknown, entry?: OutboxEntry): Promise<Answer> {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${this.session.token}` };
    if (entry) {
      headers['idempotency-key'] = entry.id;
      headers[OCCURRED_AT_HEADER] = occurredAtOf(entry, this.deps.clock?.skewMs ?? null);
      if (entry.sessionId) headers[SESSION_ID_HEADER] = entry.sessionId;
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    const sentAt = this.now();
    try {
      let payload: BodyInit | undefined = body === undefined ? undefined : JSON.stringify(body);
      // Only batches: they are the large bodies (JSON of many entries shrinks 5-10x); single writes stay plain.
      if (typeof payload === 'string' && path === '/sync' && this.gzips()) {
        payload = await gzip(payload);
        headers['content-encoding'] = 'gzip';
      }
      const res = await this.deps.fetch(`${this.deps.baseUrl ?? ''}/api${path}`, {
        method,
        headers,
        body: payload,
        credentials: 'include',
        signal: AbortSignal.timeout(this.deps.requestTimeoutMs ?? REQUEST_TIMEOUT_MS),
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      this.observeClock(res, json, sentAt);
      const retryAfterSeconds = Number(res.headers.get('retry-after')) || 0;
      return { status: res.status, body: json, retryAfterMs: Math.min(retryAfterSeconds * 1000, MAX_HOLD_MS) };
    } catch {
      return { status: 0, body: null, retryAfterMs: 0 };
    }
  }

  /** The sync answer's `serverTime` (milliseconds) is the finer sample; any other answer has its `Date` header. */
  private observeClock(res: Response, json: unknown, sentAt: number): void {
    const clock = this.deps.clock;
    if (!clock) return;
    const serverTime = (json as { serverTime?: unknown } | null)?.serverTime;
    const parsed = typeof serverTime === 'string' ? Date.parse(serverTime) : Number.NaN;
    if (Number.isFinite(parsed)) clock.observe(parsed, sentAt, this.now());
    else clock.observeDateHeader(res.headers.get('date'), sentAt, this.now());
  }

  private gzips(): boolean {
    return this.deps.gzipBatches === true && !this.transport.gzipRefused && typeof CompressionStream !== 'undefined';
  }

  private async reportOnly(entries: OutboxEntry[]): Promise<void> {
    const res = await this.request('POST', '/sync', { device: await this.device(entries), entries: [] });
    if (res.status === 404 || res.status === 405) this.transport.batchUnsupported = true;
    if (res.status === 200) await this.markSuccess();
  }

  private markSuccess(): Promise<void> {
    return setMeta(this.deps.db, lastSuccessKey(this.session.userId), this.now());
  }

  private async sendBatch(ready: OutboxEntry[], entries: OutboxEntry[]): Promise<StepResult> {
    const skew = this.deps.clock?.skewMs ?? null;
    const payload = {
      device: await this.device(entries),
      entries: ready.map((e) => ({ id: e.id, method: e.method, path: e.path, body: e.body, occurredAt: occurredAtOf(e, skew), sessionId: e.sessionId })),
    };
    const res = await this.request('POST', '/sync', payload);
    if (res.status === 404 || res.status === 405) {
      this.transport.batchUnsupported = true;
      return CONTINUE;
    }
    // A server that does not take compressed bodies (415, or 400 BAD_ENCODING before ADR 0051): plain from now on.
    if (this.gzips() && (res.status === 415 || (res.body as { code?: unknown } | null)?.code === 'BAD_ENCODING')) {
      this.transport.gzipRefused = true;
      return CONTINUE;
    }
    const verdict = classify(res.status, res.body);
    // A batch the server refuses as a whole (one malformed entry): single requests tell which entry is wrong.
    if (verdict === 'attention') return this.sendSingles(ready);
    if (verdict === 'auth') return this.pause();
    if (verdict === 'retry') {
      const retryAt = this.retryTime(ready, res.retryAfterMs);
      await markRetry(this.deps.db, ready.map((e) => e.id), errorOf(res.status, res.body), retryAt);
      return { kind: 'retry', retryAt };
    }
    const results = new Map(((res.body as { results?: Array<{ id: string; status: number; body: unknown }> })?.results ?? []).map((r) => [r.id, r]));
    await this.markSuccess();
    const verdicts = await this.settle(
      ready.map((entry) => {
        const result = results.get(entry.id);
        return { entry, status: result ? result.status : 0, body: result?.body, retryAfterMs: 0 };
      }),
    );
    let outcome: StepResult = CONTINUE;
    verdicts.forEach((settled, i) => {
      if (settled === 'auth') outcome = this.pause();
      else if (settled === 'retry' && outcome.kind === 'continue') outcome = { kind: 'retry', retryAt: this.retryTime([ready[i]], 0) };
    });
    return outcome;
  }

  private async sendSingles(ready: OutboxEntry[]): Promise<StepResult> {
    let anySuccess = false;
    try {
      for (const entry of ready) {
        // Never send one user's entries after someone else signed in.
        if (this.deps.session()?.token !== this.session.token) return { kind: 'signed-out' };
        const res = await this.request(entry.method, entry.path, entry.body, entry);
        const [settled] = await this.settle([{ entry, status: res.status, body: res.body, retryAfterMs: res.retryAfterMs }]);
        if (settled === 'auth') return this.pause();
        if (settled === 'retry') return { kind: 'retry', retryAt: this.retryTime([entry], res.retryAfterMs) };
        if (res.status >= 200 && res.status < 300) anySuccess = true;
      }
      return CONTINUE;
    } finally {
      if (anySuccess) await this.markSuccess();
    }
  }

  /**
   * Applies answers to their entries in ONE transaction, then tells the engine; 'retry' and 'auth' leave an entry
   * queued. A batch's answers arrive together: settled one transaction each, they woke every live read of the
   * outbox (the top bar's counts, the open screen's lists) once per entry, and a 300-entry drain waited for those
   * reads and redraws, most with the Sync page open (issue 33, ADR 0075).
   */
  private async settle(answers: Answered[]): Promise<Verdict[]> {
    const { db } = this.deps;
    const verdicts = answers.map(({ status, body }) => classify(status, body));
    const retryAts = answers.map(({ entry, retryAfterMs }, i) => (verdicts[i] === 'retry' ? this.retryTime([entry], retryAfterMs) : 0));
    await db.transaction('rw', db.outbox, db.local, async () => {
      for (const [i, { entry, status, body }] of answers.entries()) {
        const verdict = verdicts[i];
        if (verdict === 'ok') await acceptEntry(db, entry.id);
        else if (verdict === 'attention') await markNeedsAttention(db, entry.id, errorOf(status, body));
        else if (verdict === 'retry') await markRetry(db, [entry.id], errorOf(status, body), retryAts[i]);
        else await db.outbox.update(entry.id, { status: 'queued', lastError: errorOf(status, body) });
      }
    });
    answers.forEach(({ entry }, i) => {
      if (verdicts[i] === 'ok' || verdicts[i] === 'attention') this.done += 1;
      if (verdicts[i] === 'ok') this.events.accepted(entry);
    });
    this.events.progress(this.done, this.total);
    return verdicts;
  }

  /**
   * When the failed entries may go again: full-jitter backoff on the most-tried entry's attempts, or later if
   * the server asked (Retry-After, with jitter). Drawn once per round, so every entry of it and the timer agree.
   */
  private retryTime(entries: OutboxEntry[], retryAfterMs: number): number {
    const attempts = entries.reduce((max, e) => Math.max(max, e.attempts), 0);
    const random = this.deps.random ?? Math.random;
    this.retryAt ??= this.now() + backoffDelay(attempts, random);
    // Retry-After plus up to as much again: phones told the same wait by a busy server do not return together.
    this.retryAt = Math.max(this.retryAt, this.now() + retryAfterMs + Math.floor(random() * retryAfterMs));
    return this.retryAt;
  }

  /** 401: keep the queue, wait for a new sign-in (a different token) before sending again. */
  private pause(): RoundOutcome {
    return { kind: 'auth', token: this.session.token, userId: this.session.userId };
  }
}
