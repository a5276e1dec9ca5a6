import type { LockLike } from '@app/offline/sync-engine';

type Callback<T> = (lock: { name: string; mode: 'exclusive' } | null) => Promise<T>;

/**
 * Web Locks of one origin, in memory, as the browser grants them: exclusive, first come first served; a
 * request waits until the lock is free unless it says `ifAvailable` (then its callback gets null at once);
 * the lock is released when the callback's promise settles. Engines given one instance share nothing else.
 */
export class FakeWebLocks implements LockLike {
  private readonly held = new Set<string>();
  private readonly queues = new Map<string, Array<() => void>>();

  async request<T>(name: string, optionsOrCallback: { ifAvailable?: boolean } | Callback<T>, maybeCallback?: Callback<T>): Promise<T> {
    const options = typeof optionsOrCallback === 'function' ? {} : optionsOrCallback;
    const callback = (typeof optionsOrCallback === 'function' ? optionsOrCallback : maybeCallback) as Callback<T>;
    if (options.ifAvailable && this.held.has(name)) return callback(null);
    await this.acquire(name);
    try {
      return await callback({ name, mode: 'exclusive' });
    } finally {
      this.release(name);
    }
  }

  /** Requests waiting for `name` right now. */
  waiting(name: string): number {
    return this.queues.get(name)?.length ?? 0;
  }

  private acquire(name: string): Promise<void> {
    if (!this.held.has(name)) {
      this.held.add(name);
      return Promise.resolve();
    }
    return new Promise((grant) => {
      const queue = this.queues.get(name) ?? [];
      queue.push(grant);
      this.queues.set(name, queue);
    });
  }

  private release(name: string): void {
    const next = this.queues.get(name)?.shift();
    // Handed straight to the next in line: the lock is never free in between.
    if (next) next();
    else this.held.delete(name);
  }
}
