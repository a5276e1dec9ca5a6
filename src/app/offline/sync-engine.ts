import { backoffDelay } from './backoff';
import { type EngineEvent, type EngineMode, IDLE, type ModeName, outcomeOfMode, REPORTING_TRIGGERS, type RoundOutcome, type Step, transition, type Trigger } from './engine-mode';
import type { OutboxEntry } from './outbox-types';
import { type RoundDeps, SyncRounds } from './sync-round';
import type { TabChannel } from './tab-channel';

export type { EngineSession } from './sync-round';
export { classify, errorOf } from './sync-round';
export type { Trigger } from './engine-mode';

/** What `navigator.locks` offers that the engine uses: a request waits its turn, and the lock goes when `callback` settles. */
export interface LockLike {
  request<T>(name: string, callback: (lock: unknown) => Promise<T>): Promise<T>;
}

export interface EngineDeps extends RoundDeps {
  /** Web Locks of the origin (pages and the service worker share them); null where the browser has none. */
  locks?: LockLike | null;
  isOnline?: () => boolean;
  /** Runs `fn` after `ms`; returns a cancel function (tests drive time themselves). */
  schedule?: (ms: number, fn: () => void) => () => void;
  /** Messages to and from the other tabs of the app ("a write was queued", "the queue was drained"). */
  channel?: TabChannel | null;
  /**
   * The first drain after the network returns waits a random time up to this (ms), so that phones regaining
   * signal together (a mast back up) do not all send at once (ADR 0051). 0 or absent: at once.
   */
  reconnectJitterMs?: number;
}

export interface EngineState {
  mode: ModeName;
  /** This engine holds the lock and sends. */
  syncing: boolean;
  /** Progress of the current drain: entries settled so far, of `total`. */
  done: number;
  total: number;
  /** The user whose queue waits for a new sign-in after a 401. */
  authPausedFor: string | null;
  /** When the backoff ends (waiting, or offline with a backoff running). */
  nextRetryAt: number | null;
  /** A drain is asked for and waits for the lock another tab or the service worker holds. */
  busyElsewhere: boolean;
}

export type DrainOutcome = 'done' | 'offline' | 'retry' | 'auth' | 'signed-out';

export const LOCK_NAME = 'fap-outbox-drain';

/**
 * Drains the signed-in user's outbox, one drainer per origin (the Web Lock `fap-outbox-drain`, waited for, so
 * a drain asked for during another tab's drain runs right after it). Its state is one mode (engine-mode.ts);
 * every trigger, answer and message from another tab goes through `transition`.
 */
export class SyncEngine {
  private mode: EngineMode = IDLE;
  private state: EngineState = { mode: 'idle', syncing: false, done: 0, total: 0, authPausedFor: null, nextRetryAt: null, busyElsewhere: false };
  private readonly listeners = new Set<() => void>();
  private readonly acceptedListeners = new Set<(entry: OutboxEntry) => void>();
  private readonly rounds: SyncRounds;
  private running: Promise<DrainOutcome> | null = null;
  private reportNext = false;
  private timerAt: number | null = null;
  private cancelTimer: (() => void) | null = null;
  private readonly offChannel: () => void;
  private readonly now: () => number;

  constructor(private readonly deps: EngineDeps) {
    this.now = deps.now ?? Date.now;
    this.rounds = new SyncRounds(deps);
    this.offChannel =
      deps.channel?.subscribe((message) => {
        if (message.type === 'entry-added') void this.trigger('peer');
        else if (message.type === 'sync-ended') this.dispatch({ type: 'peer-ended', retryAt: message.retryAt });
      }) ?? (() => undefined);
  }

  getState = (): EngineState => this.state;

  /** The current mode (tests and the Sync page's wording). */
  getMode(): EngineMode {
    return this.mode;
  }

  /** Whether this token got a 401 during sync (its owner must sign in again). */
  isPausedFor(token: string): boolean {
    return this.mode.name === 'paused' && this.mode.token === token;
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

  /**
   * Asks for a drain. It starts, joins the running one (which then goes round once more), or is held by the
   * mode: a backoff (all but "Sync now"), a 401 for this token, no network. Resolves with how it ended.
   */
  trigger(trigger: Trigger): Promise<DrainOutcome> {
    const token = this.deps.session()?.token ?? null;
    const delayMs = trigger === 'online' && this.deps.reconnectJitterMs ? Math.floor((this.deps.random ?? Math.random)() * this.deps.reconnectJitterMs) : 0;
    const step = this.dispatch({ type: 'trigger', trigger, now: this.now(), online: this.deps.isOnline?.() ?? true, token, delayMs });
    if (REPORTING_TRIGGERS.has(trigger) && this.mode.name === 'draining') this.reportNext = true;
    if (step.run) this.running = this.runDrains();
    if (this.mode.name === 'draining' && this.running) return this.running;
    return Promise.resolve(token === null ? 'signed-out' : outcomeOfMode(this.mode));
  }

  /** A write was queued in this tab: drain, and tell the other tabs (one of them may be draining). */
  written(): Promise<DrainOutcome> {
    this.deps.channel?.post({ type: 'entry-added' });
    return this.trigger('write');
  }

  /** The browser lost its network. */
  wentOffline(): void {
    this.dispatch({ type: 'went-offline' });
  }

  /** Stops the retry timer (sign-out); the next trigger sets it again if a backoff still runs. */
  stop(): void {
    this.setTimer(null);
  }

  /** Stops the timer and stops listening to other tabs: the engine is done with (service worker, tests). */
  close(): void {
    this.stop();
    this.offChannel();
  }

  private dispatch(event: EngineEvent): Step {
    const step = transition(this.mode, event);
    this.mode = step.mode;
    this.setTimer(this.mode.name === 'waiting' ? this.mode.retryAt : null);
    this.setState({
      mode: this.mode.name,
      authPausedFor: this.mode.name === 'paused' ? this.mode.userId : null,
      nextRetryAt: this.mode.name === 'waiting' || this.mode.name === 'offline' ? this.mode.retryAt : null,
    });
    return step;
  }

  /** The `waiting` mode's timer: one, at its `retryAt`. */
  private setTimer(at: number | null): void {
    if (at === this.timerAt) return;
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.timerAt = at;
    if (at === null) return;
    const schedule =
      this.deps.schedule ??
      ((ms, fn) => {
        const t = setTimeout(fn, ms);
        return () => clearTimeout(t);
      });
    this.cancelTimer = schedule(Math.max(0, at - this.now()), () => {
      this.cancelTimer = null;
      this.timerAt = null;
      void this.trigger('timer');
    });
  }

  private async runDrains(): Promise<DrainOutcome> {
    let outcome: RoundOutcome;
    do {
      outcome = await this.round();
    } while (this.dispatch({ type: 'round-ended', outcome }).run);
    this.running = null;
    if (outcome.kind === 'done' || outcome.kind === 'retry') {
      this.deps.channel?.post({ type: 'sync-ended', retryAt: outcome.kind === 'retry' ? outcome.retryAt : null });
    }
    return outcome.kind;
  }

  private async round(): Promise<RoundOutcome> {
    const manual = this.mode.name === 'draining' && this.mode.manual;
    const report = this.reportNext;
    this.reportNext = false;
    try {
      return await this.withLock(async () => {
        const session = this.deps.session();
        if (!session) return { kind: 'signed-out' } as const;
        if (this.deps.isOnline && !this.deps.isOnline()) return { kind: 'offline' } as const;
        this.setState({ syncing: true, done: 0, total: 0 });
        try {
          return await this.rounds.run(session, { manual, report }, {
            progress: (done, total) => this.setState({ done, total }),
            accepted: (entry) => this.acceptedListeners.forEach((l) => l(entry)),
          });
        } finally {
          this.setState({ syncing: false });
        }
      });
    } catch {
      // Storage refused or closed under us: counted as a failed attempt, so the engine never stays stuck draining.
      return { kind: 'retry', retryAt: this.now() + backoffDelay(0, this.deps.random) };
    }
  }

  private async withLock<T>(run: () => Promise<T>): Promise<T> {
    const locks = this.deps.locks;
    // Without Web Locks each engine still drains alone; two tabs at once are kept exact by the entries' keys.
    if (!locks) return run();
    this.setState({ busyElsewhere: true });
    try {
      return await locks.request(LOCK_NAME, async () => {
        this.setState({ busyElsewhere: false });
        return run();
      });
    } finally {
      if (this.state.busyElsewhere) this.setState({ busyElsewhere: false });
    }
  }

  private setState(patch: Partial<EngineState>): void {
    const next = { ...this.state, ...patch };
    if ((Object.keys(patch) as Array<keyof EngineState>).every((k) => next[k] === this.state[k])) return;
    this.state = next;
    this.listeners.forEach((l) => l());
  }
}
