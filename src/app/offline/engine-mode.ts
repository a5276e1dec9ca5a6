/**
 * The sync engine's state is ONE mode, changed by ONE pure function (`transition`), so that every trigger is
 * weighed against the same facts: a backoff or `Retry-After` holds against all of them but "Sync now", a 401
 * holds until another token appears, and a trigger during a drain is never lost (docs/offline-sync.md).
 */

/** What asks for a drain. */
export type Trigger =
  | 'start' // the app (or the signed-in part of it) starts
  | 'write' // a write was queued in this tab
  | 'online' // the browser's `online` event
  | 'visible' // the page became visible
  | 'sign-in' // a new token appeared
  | 'worker' // the service worker's Background Sync event
  | 'peer' // another tab queued a write
  | 'timer' // the retry timer of the `waiting` mode
  | 'manual'; // "Sync now": the one trigger that overrides a backoff

/** A drain after these also reports the device backlog when nothing waits (admins see when a device last synced). */
export const REPORTING_TRIGGERS: ReadonlySet<Trigger> = new Set<Trigger>(['start', 'online', 'sign-in', 'manual']);

export type EngineMode =
  /** Nothing to do until a trigger. */
  | { name: 'idle' }
  /** A drain runs (or waits for the cross-tab lock); `pending` says a trigger came meanwhile and how strong. */
  | { name: 'draining'; manual: boolean; pending: 'none' | 'auto' | 'manual' }
  /** A failure set a backoff: nothing goes before `retryAt`, when the timer fires. */
  | { name: 'waiting'; retryAt: number }
  /** The server answered 401 to `token`: nothing goes until another token appears. */
  | { name: 'paused'; token: string; userId: string }
  /** The browser has no network; `retryAt` keeps a backoff that was running. */
  | { name: 'offline'; retryAt: number | null };

export type ModeName = EngineMode['name'];

/** How one drain (under the lock) ended. */
export type RoundOutcome =
  | { kind: 'done' }
  | { kind: 'retry'; retryAt: number }
  | { kind: 'auth'; token: string; userId: string }
  | { kind: 'offline' }
  | { kind: 'signed-out' };

export type EngineEvent =
  /** `delayMs`: hold this trigger's drain that long (the jitter after reconnecting), unless it is "Sync now". */
  | { type: 'trigger'; trigger: Trigger; now: number; online: boolean; token: string | null; delayMs?: number }
  | { type: 'went-offline' }
  | { type: 'round-ended'; outcome: RoundOutcome }
  /** Another tab finished draining the same queue: done, or waiting until `retryAt`. */
  | { type: 'peer-ended'; retryAt: number | null };

export interface Step {
  mode: EngineMode;
  /** Start a drain now (the new mode is `draining`). */
  run: boolean;
}

export const IDLE: EngineMode = { name: 'idle' };

const stay = (mode: EngineMode): Step => ({ mode, run: false });
const drain = (manual: boolean): Step => ({ mode: { name: 'draining', manual, pending: 'none' }, run: true });

function onTrigger(mode: EngineMode, event: Extract<EngineEvent, { type: 'trigger' }>): Step {
  const manual = event.trigger === 'manual';
  if (mode.name === 'draining') {
    const pending = manual || mode.pending === 'manual' ? 'manual' : 'auto';
    return stay({ ...mode, pending });
  }
  // Nobody signed in: nothing may be sent, and a pause waits for its owner's next sign-in.
  if (event.token === null) return stay(mode);
  // A 401 answers the same again for the same token, "Sync now" included; a new sign-in lifts it.
  if (mode.name === 'paused' && mode.token === event.token) return stay(mode);
  const retryAt = mode.name === 'waiting' || mode.name === 'offline' ? mode.retryAt : null;
  if (!event.online) return stay({ name: 'offline', retryAt });
  if (retryAt !== null && event.now < retryAt && !manual) return stay({ name: 'waiting', retryAt });
  if (event.delayMs && !manual) return stay({ name: 'waiting', retryAt: event.now + event.delayMs });
  return drain(manual);
}

function onRoundEnded(mode: EngineMode, outcome: RoundOutcome): Step {
  const pending = mode.name === 'draining' ? mode.pending : 'none';
  switch (outcome.kind) {
    case 'done':
      // A trigger during the drain (a write in this or another tab) gets a drain of its own.
      return pending === 'none' ? stay(IDLE) : drain(pending === 'manual');
    case 'retry':
      return pending === 'manual' ? drain(true) : stay({ name: 'waiting', retryAt: outcome.retryAt });
    case 'auth':
      return stay({ name: 'paused', token: outcome.token, userId: outcome.userId });
    case 'offline':
      // The network may have come back during the drain (an `online` trigger is pending): look again.
      return pending === 'none' ? stay({ name: 'offline', retryAt: null }) : drain(pending === 'manual');
    case 'signed-out':
      return stay(IDLE);
  }
}

/** The one transition function of the engine: the next mode, and whether a drain starts now. */
export function transition(mode: EngineMode, event: EngineEvent): Step {
  switch (event.type) {
    case 'trigger':
      return onTrigger(mode, event);
    case 'round-ended':
      return onRoundEnded(mode, event.outcome);
    case 'went-offline':
      if (mode.name === 'idle') return stay({ name: 'offline', retryAt: null });
      if (mode.name === 'waiting') return stay({ name: 'offline', retryAt: mode.retryAt });
      return stay(mode);
    case 'peer-ended':
      // The queue is shared: what another tab learnt about it holds here too.
      if (mode.name === 'idle' || mode.name === 'waiting') return stay(event.retryAt === null ? IDLE : { name: 'waiting', retryAt: event.retryAt });
      if (mode.name === 'offline') return stay({ name: 'offline', retryAt: event.retryAt });
      return stay(mode);
  }
}

/** What a caller of `trigger` learns when no drain runs for it: the mode's reason. */
export function outcomeOfMode(mode: EngineMode): 'done' | 'retry' | 'auth' | 'offline' {
  if (mode.name === 'waiting') return 'retry';
  if (mode.name === 'paused') return 'auth';
  if (mode.name === 'offline') return 'offline';
  return 'done';
}
