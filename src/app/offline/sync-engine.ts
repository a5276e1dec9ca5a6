import { OCCURRED_AT_HEADER, SYNC_BATCH_MAX } from '@shared/contracts/sync';
import { backoffDelay } from './backoff';
import { getDeviceId, lastSuccessKey, setMeta, type OfflineDb } from './db';
import type { EntryError, OutboxEntry } from './outbox-types';
import { acceptEntry, markNeedsAttention, markRetry, requeueSending, userEntries } from './queue';

export interface EngineSession {
  userId: string;
  token: string;
}

/** What `navigator.locks` offers that the engine uses; tests pass their own. */
export interface LockLike {
  request<T>(name: string, options: { ifAvailable: true }, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface EngineDeps {
  db: OfflineDb;
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  /** Origin of the API ('' in the browser). */
  baseUrl?: string;
  /** The signed-in user and token right now; entries of anyone else are never sent with it. */
  session: () => EngineSession | null;
  now?: () => number;
  random?: () => number;
  locks?: LockLike | null;
  isOnline?: () => boolean;
  /** Runs `fn` after `ms`; returns a cancel function (tests drive time themselves). */
  schedule?: (ms: number, fn: () => void) => () => void;
  batchSize?: number;
}

export interface EngineState {
  syncing: boolean;
  /** Progress of the current drain: entries settled so far, of `total`. */
  done: number;
  total: number;
  /** The user whose queue waits for a new sign-in after a 401. */
  authPausedFor: string | null;
  nextRetryAt: number | null;
  /** Another tab holds the drain lock. */
  busyElsewhere: boolean;
}

export type DrainOutcome = 'done' | 'busy' | 'offline' | 'retry' | 'auth' | 'signed-out';
type Verdict = 'ok' | 'auth' | 'retry' | 'attention';
type StepResult = 'continue' | Exclude<DrainOutcome, 'done' | 'busy'>;

export const LOCK_NAME = 'fap-outbox-drain';
/** Without Web Locks, one drainer per page at least. */
let memoryLockHeld = false;

const IN_FLIGHT_CODES = new Set(['IN_FLIGHT', 'IDEMPOTENCY_IN_FLIGHT', 'IN_PROGRESS']);

/** When the user made the write: the entry is queued at the act, so its (device) time is the act's. */
const occurredAtOf = (entry: OutboxEntry) => new Date(entry.createdAt).toISOString();

/** How the engine reacts to one answer (architecture.md "Offline engine"). */
export function classify(status: number, body: unknown): Verdict {
  if (status >= 200 && status < 300) return 'ok';
  if (status === 401) return 'auth';
  if (status === 0 || status === 408 || status === 429 || status >= 500) return 'retry';
  const code = (body as { code?: unknown } | null)?.code;
  if (status === 409 && typeof code === 'string' && IN_FLIGHT_CODES.has(code)) return 'retry';
  return 'attention';
}

export function errorOf(status: number, body: unknown): EntryError {
  const b = (body ?? {}) as { message?: unknown; details?: { fields?: unknown } };
  const message = typeof b.message === 'string' && b.message ? b.message : status === 0 ? 'Network error. Please check your connection.' : `Request failed (${status})`;
  const fields = b.details && typeof b.details.fields === 'object' && b.details.fields ? (b.details.fields as Record<string, string>) : undefined;
  return fields ? { status, message, fields } : { status, message };
}

/** Entries that may go now, in order: not needing attention and with every dependency already synced. */
export function readyEntries(entries: OutboxEntry[], limit: number): OutboxEntry[] {
  const pending = new Set(entries.map((e) => e.id));
  const ready: OutboxEntry[] = [];
  for (const e of entries) {
    if (ready.length >= limit) break;
    if (e.status === 'needs_attention' || e.dependsOn.some((d) => pending.has(d))) continue;
    ready.push(e);
  }
  return ready;
}

/** Drains the signed-in user's outbox through POST /api/sync (or single requests), one drainer at a time. */
export class SyncEngine {
  private state: EngineState = { syncing: false, done: 0, total: 0, authPausedFor: null, nextRetryAt: null, busyElsewhere: false };
  private readonly listeners = new Set<() => void>();
  private readonly acceptedListeners = new Set<(entry: OutboxEntry) => void>();
  private current: Promise<DrainOutcome> | null = null;
  private again = false;
  private pausedToken: string | null = null;
  private batchUnsupported = false;
  private failures = 0;
  private cancelTimer: (() => void) | null = null;
  /** The wait before the next attempt, drawn once per failed round so entries and timer agree. */
  private plannedDelay: number | null = null;
  private readonly now: () => number;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
  }

  getState = (): EngineState => this.state;

  /** Whether this token got a 401 during sync (its owner must sign in again). */
  isPausedFor(token: string): boolean {
    return this.pausedToken === token;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called with each entry the server accepted (the app invalidates its query keys). */
  onAccepted(listener: (entry: OutboxEntry) => void): () => void {
    this.acceptedListeners.add(listener);
    return () => this.acceptedListeners.delete(listener);
  }

  private setState(patch: Partial<EngineState>): void {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l());
  }

  /** Start one drain (or join the running one, which then runs once more). `report` also reports an empty backlog. */
  drain(options: { report?: boolean } = {}): Promise<DrainOutcome> {
    if (this.current) {
      this.again = true;
      return this.current;
    }
    this.current = this.loop(options.report ?? false).finally(() => {
      this.current = null;
    });
    return this.current;
  }

  /** Stops the retry timer (page unload, tests). */
  stop(): void {
    this.cancelTimer?.();
    this.cancelTimer = null;
  }

  private async loop(report: boolean): Promise<DrainOutcome> {
    let outcome: DrainOutcome;
    do {
      this.again = false;
      outcome = await this.withLock(() => this.drainLocked(report));
    } while (this.again && outcome === 'done');
    return outcome;
  }

  private async withLock(run: () => Promise<DrainOutcome>): Promise<DrainOutcome> {
    const locks = this.deps.locks;
    if (locks) {
      const outcome = await locks.request(LOCK_NAME, { ifAvailable: true }, async (lock) => (lock ? run() : ('busy' as const)));
      this.setState({ busyElsewhere: outcome === 'busy' });
      return outcome;
    }
    if (memoryLockHeld) return 'busy';
    memoryLockHeld = true;
    try {
      return await run();
    } finally {
      memoryLockHeld = false;
    }
  }

  private async drainLocked(report: boolean): Promise<DrainOutcome> {
    const session = this.deps.session();
    if (!session) return 'signed-out';
    if (this.pausedToken === session.token) return 'auth';
    if (this.state.authPausedFor) this.setState({ authPausedFor: null });
    this.pausedToken = null;
    if (this.deps.isOnline && !this.deps.isOnline()) return 'offline';
    const { db } = this.deps;
    await requeueSending(db);
    this.setState({ syncing: true, done: 0, total: 0 });
    let reported = false;
    try {
      for (;;) {
        const entries = await userEntries(db, session.userId);
        const ready = readyEntries(entries, this.deps.batchSize ?? SYNC_BATCH_MAX);
        const waiting = entries.filter((e) => e.status !== 'needs_attention').length;
        this.setState({ total: this.state.done + waiting });
        if (ready.length === 0) {
          if (report && !reported && !this.batchUnsupported) await this.reportOnly(session, entries);
          this.succeeded();
          return 'done';
        }
        await db.outbox.bulkUpdate(ready.map((e) => ({ key: e.id, changes: { status: 'sending' as const } })));
        const step = this.batchUnsupported ? await this.sendSingles(session, ready) : await this.sendBatch(session, ready, entries);
        reported = true;
        if (step !== 'continue') return step;
      }
    } finally {
      await requeueSending(db);
      this.setState({ syncing: false });
    }
  }

  private succeeded(): void {
    this.failures = 0;
    if (this.state.nextRetryAt !== null) this.setState({ nextRetryAt: null });
  }

  private async device(entries: OutboxEntry[]) {
    const oldest = entries.reduce((min, e) => Math.min(min, e.createdAt), Infinity);
    return {
      backlog: entries.length,
      oldestEntryAgeSeconds: entries.length ? Math.max(0, Math.floor((this.now() - oldest) / 1000)) : 0,
      deviceId: await getDeviceId(this.deps.db),
    };
  }

  private async request(session: EngineSession, method: string, path: string, body: unknown, entry?: OutboxEntry) {
    const headers: Record<string, string> = { accept: 'application/json', authorization: `Bearer ${session.token}` };
    if (entry) {
      headers['idempotency-key'] = entry.id;
      headers[OCCURRED_AT_HEADER.toLowerCase()] = occurredAtOf(entry);
    }
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const res = await this.deps.fetch(`${this.deps.baseUrl ?? ''}/api${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        credentials: 'include',
      });
      const text = await res.text();
      let json: unknown = null;
      try {
        json = text ? JSON.parse(text) : null;
      } catch {
        json = null;
      }
      return { status: res.status, body: json, retryAfter: Number(res.headers.get('retry-after')) || 0 };
    } catch {
      return { status: 0, body: null, retryAfter: 0 };
    }
  }

  private async reportOnly(session: EngineSession, entries: OutboxEntry[]): Promise<void> {
    const res = await this.request(session, 'POST', '/sync', { device: await this.device(entries), entries: [] });
    if (res.status === 404 || res.status === 405) this.batchUnsupported = true;
    if (res.status === 200) await this.markSuccess(session);
  }

  private markSuccess(session: EngineSession): Promise<void> {
    return setMeta(this.deps.db, lastSuccessKey(session.userId), this.now());
  }

  private async sendBatch(session: EngineSession, ready: OutboxEntry[], entries: OutboxEntry[]): Promise<StepResult> {
    const payload = {
      device: await this.device(entries),
      entries: ready.map((e) => ({ id: e.id, method: e.method, path: e.path, body: e.body, occurredAt: occurredAtOf(e) })),
    };
    const res = await this.request(session, 'POST', '/sync', payload);
    if (res.status === 404 || res.status === 405) {
      this.batchUnsupported = true;
      return 'continue';
    }
    // A batch the server refuses as a whole (one malformed entry): single requests tell which entry is wrong.
    if (res.status >= 400 && res.status < 500 && classify(res.status, res.body) === 'attention') return this.sendSingles(session, ready);
    const verdict = classify(res.status, res.body);
    if (verdict === 'auth') return this.pause(session);
    if (verdict === 'retry') return this.retryLater(ready, errorOf(res.status, res.body), res.retryAfter);
    const results = new Map(((res.body as { results?: Array<{ id: string; status: number; body: unknown }> })?.results ?? []).map((r) => [r.id, r]));
    await this.markSuccess(session);
    let outcome: StepResult = 'continue';
    for (const entry of ready) {
      const result = results.get(entry.id);
      const status = result ? result.status : 0;
      const settled = await this.settle(entry, status, result?.body);
      if (settled === 'auth') outcome = 'auth';
      else if (settled === 'retry' && outcome === 'continue') outcome = 'retry';
    }
    if (outcome === 'auth') return this.pause(session);
    if (outcome === 'retry') return this.scheduleRetry(0);
    this.succeeded();
    return 'continue';
  }

  private async sendSingles(session: EngineSession, ready: OutboxEntry[]): Promise<StepResult> {
    let anySuccess = false;
    try {
      for (const entry of ready) {
        // Never send one user's entries after someone else signed in.
        if (this.deps.session()?.token !== session.token) return 'signed-out';
        const res = await this.request(session, entry.method, entry.path, entry.body, entry);
        const settled = await this.settle(entry, res.status, res.body);
        if (settled === 'auth') return this.pause(session);
        if (settled === 'retry') return this.scheduleRetry(res.retryAfter);
        if (res.status >= 200 && res.status < 300) anySuccess = true;
      }
      this.succeeded();
      return 'continue';
    } finally {
      if (anySuccess) await this.markSuccess(session);
    }
  }

  /** Applies one answer to one entry; 'retry' and 'auth' leave it queued. */
  private async settle(entry: OutboxEntry, status: number, body: unknown): Promise<Verdict> {
    const verdict = classify(status, body);
    const { db } = this.deps;
    if (verdict === 'ok') {
      await acceptEntry(db, entry.id);
      this.setState({ done: this.state.done + 1 });
      this.acceptedListeners.forEach((l) => l(entry));
    } else if (verdict === 'attention') {
      await markNeedsAttention(db, entry.id, errorOf(status, body));
      this.setState({ done: this.state.done + 1 });
    } else if (verdict === 'retry') {
      await markRetry(db, [entry.id], errorOf(status, body), this.now() + this.retryDelay());
    } else {
      await db.outbox.update(entry.id, { status: 'queued', lastError: errorOf(status, body) });
    }
    return verdict;
  }

  /** The whole batch failed in transit: every entry in it waits for the next attempt. */
  private async retryLater(entries: OutboxEntry[], error: EntryError, retryAfterSeconds: number): Promise<StepResult> {
    await markRetry(this.deps.db, entries.map((e) => e.id), error, this.now() + this.retryDelay());
    return this.scheduleRetry(retryAfterSeconds);
  }

  /** 401: keep the queue, wait for a new sign-in (a different token) before sending again. */
  private pause(session: EngineSession): StepResult {
    this.pausedToken = session.token;
    this.setState({ authPausedFor: session.userId });
    return 'auth';
  }

  private retryDelay(): number {
    this.plannedDelay ??= backoffDelay(this.failures, this.deps.random);
    return this.plannedDelay;
  }

  private scheduleRetry(retryAfterSeconds: number): StepResult {
    const delay = Math.max(this.retryDelay(), retryAfterSeconds * 1000);
    this.plannedDelay = null;
    this.failures += 1;
    this.cancelTimer?.();
    const schedule = this.deps.schedule ?? ((ms, fn) => {
      const t = setTimeout(fn, ms);
      return () => clearTimeout(t);
    });
    this.cancelTimer = schedule(delay, () => {
      this.cancelTimer = null;
      void this.drain();
    });
    this.setState({ nextRetryAt: this.now() + delay });
    return 'retry';
  }
}
