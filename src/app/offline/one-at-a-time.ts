/** The calls of `name` still running in this page, for browsers without Web Locks (and tests). */
const running = new Map<string, Promise<unknown>>();

/**
 * Runs `task` once every earlier task of the same name has settled: across the tabs and the service worker with
 * Web Locks where the browser has them, within this page otherwise.
 */
export function oneAtATime<T>(name: string, task: () => Promise<T>): Promise<T> {
  if (typeof navigator !== 'undefined' && navigator.locks) return navigator.locks.request(name, task);
  const before = running.get(name) ?? Promise.resolve();
  const result = before.then(task, task);
  const settled = result.then(
    () => undefined,
    () => undefined,
  );
  running.set(name, settled);
  void settled.then(() => {
    if (running.get(name) === settled) running.delete(name);
  });
  return result;
}
