import { QueryClient, dehydrate, hydrate } from '@tanstack/react-query';
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveSession, type Session } from '@app/lib/session';
import { persistKey, persistOptions } from '@app/pwa/query-persistence';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

const user = (id: string): Session => ({
  token: `t-${id}`,
  role: 'engaged_agent',
  user: { id, name: id, email: `${id}@x`, role: 'engaged_agent', companyId: null, companyName: null, companyKind: null, companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
});

vi.stubGlobal('localStorage', memoryStorage());

afterEach(() => {
  vi.useRealTimers();
  clearSession();
});

describe('persisted query cache', () => {
  it('keeps the data of a refetch that failed offline, restored as the success it was with its age', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    saveSession(user('u1'));
    const options = persistOptions(storage);
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await client.fetchQuery({ queryKey: ['dashboard'], queryFn: async () => ({ sales: 5 }) });
    const savedAt = client.getQueryState(['dashboard'])?.dataUpdatedAt;
    await client.fetchQuery({ queryKey: ['dashboard'], queryFn: async () => Promise.reject(new Error('offline')), staleTime: 0 }).catch(() => undefined);
    expect(client.getQueryState(['dashboard'])?.status).toBe('error');

    await options.persister.persistClient({ timestamp: Date.now(), buster: '', clientState: dehydrate(client, options.dehydrateOptions) });
    vi.advanceTimersByTime(1_000);
    const restored = (await options.persister.restoreClient()) as PersistedClient;
    const fresh = new QueryClient();
    hydrate(fresh, restored.clientState);
    expect(fresh.getQueryData(['dashboard'])).toEqual({ sales: 5 });
    expect(fresh.getQueryState(['dashboard'])).toMatchObject({ status: 'success', dataUpdatedAt: savedAt, error: null });
  });

  it('stores under the user signed in when it writes, never while signed out, and drops a write of a user who left', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const { persister } = persistOptions(storage);
    const snapshot: PersistedClient = { timestamp: 1, buster: '', clientState: { queries: [], mutations: [] } };
    await persister.persistClient(snapshot);
    vi.advanceTimersByTime(1_000);
    expect(storage.length).toBe(0);

    saveSession(user('u1'));
    await persister.persistClient(snapshot);
    vi.advanceTimersByTime(1_000);
    expect(storage.getItem(persistKey('u1'))).not.toBeNull();

    await persister.persistClient(snapshot);
    saveSession(user('u2'));
    vi.advanceTimersByTime(1_000);
    expect(storage.getItem(persistKey('u2'))).toBeNull();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
