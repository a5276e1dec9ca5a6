import { describe, expect, it, vi } from 'vitest';
import { onBackgroundSync, type PageClient } from '@app/offline/background-sync';
import { DRAIN_MESSAGE } from '@app/offline/sw-messages';
import type { DrainOutcome } from '@app/offline/sync-engine';

/** An open page that answers the worker's drain request with `outcome` (or never, with null). */
const page = (outcome: DrainOutcome | null): PageClient & { asked: number } => {
  const client = {
    asked: 0,
    postMessage(message: unknown, [port]: Transferable[]) {
      expect(message).toEqual({ type: DRAIN_MESSAGE });
      client.asked += 1;
      if (outcome) (port as MessagePort).postMessage({ outcome });
    },
  };
  return client;
};

describe('a Background Sync event settles only when the outbox was sent (issue 33)', () => {
  it('is rejected when the open page could not send (signal but no server): the browser fires it again', async () => {
    const drainHere = vi.fn(async () => 'done' as const);
    const open = page('retry');
    await expect(onBackgroundSync({ pages: async () => [open], drainHere })).rejects.toThrow(/not sent yet \(retry\)/);
    expect(open.asked).toBe(1);
    expect(drainHere).not.toHaveBeenCalled();
  });

  it('settles when the open page drained, or when its owner must sign in again', async () => {
    const drainHere = vi.fn(async () => 'retry' as const);
    await expect(onBackgroundSync({ pages: async () => [page('done')], drainHere })).resolves.toBeUndefined();
    await expect(onBackgroundSync({ pages: async () => [page('auth')], drainHere })).resolves.toBeUndefined();
    expect(drainHere).not.toHaveBeenCalled();
  });

  it('drains in the worker when no page is open or the open page does not answer (frozen in the background)', async () => {
    const drainHere = vi.fn(async (): Promise<DrainOutcome> => 'offline');
    await expect(onBackgroundSync({ pages: async () => [], drainHere })).rejects.toThrow(/offline/);
    const silent = page(null);
    drainHere.mockResolvedValueOnce('done');
    await expect(onBackgroundSync({ pages: async () => [silent], drainHere, pageDrainMs: 20 })).resolves.toBeUndefined();
    expect(silent.asked).toBe(1);
    expect(drainHere).toHaveBeenCalledTimes(2);
  });
});
