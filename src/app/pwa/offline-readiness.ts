import { useSyncExternalStore } from 'react';
import { isOnline, subscribeOnline } from '../offline/connectivity';
import { holdingBack, subscribeSaveData } from '../offline/save-data';
import { appKeptForOffline } from './service-worker';

/** Preparing for offline again every 15 minutes while online (issue 12). */
export const READY_REFRESH_MS = 15 * 60 * 1000;

export interface ReadinessState {
  /** preparing: fetching now; ready: every screen's data is saved; incomplete: some of it failed (retried later). */
  phase: 'unknown' | 'preparing' | 'ready' | 'incomplete';
  done: number;
  total: number;
  /** When every screen's data was last saved on this device. */
  readyAt: number | null;
}

/**
 * Fetches and saves what the user's screens need; reports steps done of total; resolves with the failed steps.
 * Sends nothing more once `signal` aborts (the readiness stopped).
 */
export type PrepareOffline = (progress: (done: number, total: number) => void, signal: AbortSignal) => Promise<{ failed: number }>;

const readyKey = (userId: string) => `fap-offline-ready:${userId}`;
const INITIAL: ReadinessState = { phase: 'unknown', done: 0, total: 0, readyAt: null };

let state: ReadinessState = INITIAL;
const listeners = new Set<() => void>();

function set(next: Partial<ReadinessState>): void {
  state = { ...state, ...next };
  listeners.forEach((l) => l());
}

export const getReadiness = (): ReadinessState => state;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useOfflineReadiness(): ReadinessState {
  return useSyncExternalStore(subscribe, getReadiness, () => INITIAL);
}

function storedReadyAt(userId: string): number | null {
  const value = Number(localStorage.getItem(readyKey(userId)));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Whether this user's menu was ever made ready for offline on this device (and not forgotten since). */
export const preparedBefore = (userId: string): boolean => storedReadyAt(userId) !== null;

/** Sign-out: the next user of the phone does not inherit this one's "ready". */
let prepareNowHandler: (() => void) | null = null;

/** A tap ("Refresh offline data now"): prepares at once, even when Save data holds the refresh back on mobile data. */
export function prepareNow(): void {
  prepareNowHandler?.();
}

export function forgetReadiness(userId: string): void {
  localStorage.removeItem(readyKey(userId));
  state = INITIAL;
  listeners.forEach((l) => l());
}

/**
 * Keeps the signed-in user's screens ready for offline: prepares once `firstScreen` resolves (after sign-in, whose
 * sign-out forgot the last preparation, or on a start more than 15 minutes after it), whenever the connection
 * returns, and every 15 minutes while online. `firstScreen` holds the first preparation back until the screen on
 * view has its data, so the two do not compete on a cold start (P2, ADR 0027).
 * One preparation at a time; a trigger during one is dropped (the next trigger comes). Ready means the app opens
 * offline too: `appKept` (the service worker active) is a step of every preparation. With Save data on mobile data
 * the triggers wait (ADR 0052) until Wi-Fi returns or a tap calls prepareNow.
 */
export function startOfflineReadiness(
  userId: string,
  prepare: PrepareOffline,
  firstScreen: Promise<void> = Promise.resolve(),
  appKept: () => Promise<void> = appKeptForOffline,
): () => void {
  const readyAt = storedReadyAt(userId);
  set({ ...INITIAL, phase: readyAt ? 'ready' : 'unknown', readyAt });
  let running = false;
  const stopping = new AbortController();
  const stopped = () => stopping.signal.aborted;
  const run = async (tapped = false) => {
    if (running || stopped() || !isOnline() || (!tapped && holdingBack())) return;
    running = true;
    // The app's own files are one step more, waited for alongside the data (the service worker installs on its own).
    let data = { done: 0, total: 0 };
    let appDone = 0;
    const show = () => !stopped() && set({ done: data.done + appDone, total: data.total + 1 });
    set({ phase: 'preparing', done: 0, total: 1 });
    const kept = appKept().then(() => {
      appDone = 1;
      show();
    });
    kept.catch(() => undefined);
    try {
      const { failed } = await prepare((done, total) => {
        data = { done, total };
        show();
      }, stopping.signal);
      if (stopped()) return;
      await kept;
      if (stopped()) return;
      if (failed === 0) {
        const at = Date.now();
        localStorage.setItem(readyKey(userId), String(at));
        set({ phase: 'ready', readyAt: at });
      } else set({ phase: 'incomplete' });
    } catch {
      if (!stopped()) set({ phase: 'incomplete' });
    } finally {
      running = false;
    }
  };
  if (!readyAt || Date.now() - readyAt >= READY_REFRESH_MS) void firstScreen.then(() => run());
  const offOnline = subscribeOnline(() => void run());
  const timer = setInterval(() => void run(), READY_REFRESH_MS);
  // Released by Wi-Fi (or the setting turned off): the refresh held back goes now, once.
  let held = holdingBack();
  const offSaveData = subscribeSaveData(() => {
    const wasHeld = held;
    held = holdingBack();
    if (wasHeld && !held) void run();
  });
  prepareNowHandler = () => void run(true);
  return () => {
    stopping.abort();
    offOnline();
    offSaveData();
    clearInterval(timer);
    prepareNowHandler = null;
  };
}
