import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PrepareOffline, forgetReadiness, getReadiness, preparedBefore, startOfflineReadiness } from '@app/pwa/offline-readiness';

/**
 * "Ready for offline" promises that the app opens without a network, not only that the screens' data is saved: the
 * app's own files (its service worker, active once every file is saved) are a step of the preparation.
 */
const store = new Map<string, string>();
const readyKey = 'fap-offline-ready:u1';

beforeEach(() => {
  store.clear();
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) });
  vi.stubGlobal('navigator', { onLine: true });
});
afterEach(() => vi.unstubAllGlobals());

/** A preparation of `steps` screens that all succeed. */
const preparing =
  (steps: number): PrepareOffline =>
  async (progress) => {
    for (let done = 0; done <= steps; done++) progress(done, steps);
    return { failed: 0 };
  };

/** A promise and the functions that settle it. */
function deferred() {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readiness for offline and the app itself', () => {
  it('stays preparing, one step short, until the app is kept on the device; then ready', async () => {
    const app = deferred();
    const stop = startOfflineReadiness('u1', preparing(3), Promise.resolve(), () => app.promise);
    await settle();
    expect(getReadiness()).toMatchObject({ phase: 'preparing', done: 3, total: 4 });
    expect(store.has(readyKey)).toBe(false);
    app.resolve();
    await settle();
    expect(getReadiness()).toMatchObject({ phase: 'ready', done: 4, total: 4 });
    expect(Number(store.get(readyKey))).toBeGreaterThan(0);
    stop();
  });

  it('counts the app as done when it is kept before the data', async () => {
    const data = deferred();
    const stop = startOfflineReadiness(
      'u1',
      async (progress) => {
        progress(0, 2);
        await data.promise;
        progress(2, 2);
        return { failed: 0 };
      },
      Promise.resolve(),
      async () => undefined,
    );
    await settle();
    expect(getReadiness()).toMatchObject({ phase: 'preparing', done: 1, total: 3 });
    data.resolve();
    await settle();
    expect(getReadiness()).toMatchObject({ phase: 'ready', done: 3, total: 3 });
    stop();
  });

  it('is not ready when the app cannot be kept (no service worker, a failed install), whatever the data', async () => {
    const app = deferred();
    const stop = startOfflineReadiness('u1', preparing(2), Promise.resolve(), () => app.promise);
    await settle();
    app.reject(new Error('the service worker failed to install'));
    await settle();
    expect(getReadiness().phase).toBe('incomplete');
    expect(store.has(readyKey)).toBe(false);
    stop();
  });

  it('says nothing more once stopped while the app is being kept', async () => {
    const app = deferred();
    const stop = startOfflineReadiness('u1', preparing(1), Promise.resolve(), () => app.promise);
    await settle();
    stop();
    app.resolve();
    await settle();
    expect(getReadiness().phase).toBe('preparing');
    expect(store.has(readyKey)).toBe(false);
  });

  it('remembers that the menu was prepared (a reopened app may then wait for a quiet phone), until forgotten', async () => {
    expect(preparedBefore('u1')).toBe(false);
    const app = deferred();
    const stop = startOfflineReadiness('u1', preparing(1), Promise.resolve(), () => app.promise);
    await settle();
    // Cut short (a reload before the app was kept): still never prepared, so a reopen hurries.
    expect(preparedBefore('u1')).toBe(false);
    app.resolve();
    await settle();
    expect(preparedBefore('u1')).toBe(true);
    stop();
    forgetReadiness('u1');
    expect(preparedBefore('u1')).toBe(false);
  });
});
