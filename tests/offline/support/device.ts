import { vi } from 'vitest';

/**
 * The browser as the app's real queueing path sees it: agent-1 signed in (localStorage), the connection
 * `online` or not, and a fetch that never leaves the test.
 */
export function stubSignedInDevice(online: boolean): void {
  const store = new Map([
    ['access_token', 'token'],
    ['user_role', 'engaged_agent'],
    ['user', JSON.stringify({ id: 'agent-1', name: 'Agent', role: 'engaged_agent' })],
  ]);
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('navigator', { onLine: online });
  vi.stubGlobal('fetch', () => Promise.reject(new Error('no network in this test')));
}
