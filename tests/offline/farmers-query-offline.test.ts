import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { farmersQuery } from '@app/features/farmers/api/farmer-queries';
import { registerDb } from '@app/offline/farmer-register';
import { type Session, saveSession } from '@app/lib/session';
import { registerFarmer as farmer, saveWhole } from '../support/register-farmers';

/** A signed-in user, the browser online or not, and a fetch that fails as it does without a network, counted. */
function phone(online: boolean, userId: string) {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
  saveSession({ token: 't', role: 'engaged_agent', user: { id: userId } as Session['user'] });
  vi.stubGlobal('navigator', { onLine: online });
  const fetched = vi.fn(async () => {
    throw new TypeError('Failed to fetch');
  });
  vi.stubGlobal('fetch', fetched);
  return fetched;
}

const list = (params: Parameters<typeof farmersQuery>[0]) => new QueryClient().fetchQuery({ ...farmersQuery(params), retry: false });

describe('the farmers list offline (P8)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers from the saved register without a request when the browser knows it is offline', async () => {
    const user = `u-${crypto.randomUUID()}`;
    await saveWhole(registerDb, user, [farmer(1), farmer(2, { nationalId: 31_000_002 })], [{ id: 'c1', name: 'Seedsasa' }], 1234);
    const fetched = phone(false, user);
    const page = await list({ page: 1, name: '31000002' });
    expect(page.farmers.map((f) => f.name)).toEqual(['Farmer Number2']);
    expect(page.savedAt).toBe(1234);
    expect(fetched).not.toHaveBeenCalled();
  });

  it('asks the network when the browser believes it is online, and falls back to the register when it cannot be reached', async () => {
    const user = `u-${crypto.randomUUID()}`;
    await saveWhole(registerDb, user, [farmer(1), farmer(2)], [], 99);
    const fetched = phone(true, user);
    expect((await list({ page: 1 })).pagination.totalItems).toBe(2);
    expect(fetched).toHaveBeenCalledTimes(1);
  });

  it('offline with nothing saved still tries the network, and fails as a network error (nothing to show)', async () => {
    const fetched = phone(false, `u-${crypto.randomUUID()}`);
    await expect(list({ page: 1 })).rejects.toMatchObject({ code: 'NETWORK' });
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
