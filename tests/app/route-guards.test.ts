import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROUTE_ROLES, protectedPathOf } from '@app/lib/route-access';

/** A signed-in session of `role` in the browser's storage, as the session module reads it. */
function signInAs(role: string | null): void {
  const store = new Map<string, string>(role ? [['access_token', 't'], ['user_role', role], ['user', JSON.stringify({ id: 'u1', role })]] : []);
  vi.stubGlobal('localStorage', { getItem: (k: string) => store.get(k) ?? null, setItem: () => undefined, removeItem: () => undefined });
  vi.resetModules();
}

/** Where a guard sends the visitor (its redirect's `to`), or null when it lets them in. */
async function redirectOf(run: () => void): Promise<string | null> {
  try {
    run();
    return null;
  } catch (thrown) {
    return (thrown as { options?: { to?: string } }).options?.to ?? 'not a redirect';
  }
}

afterEach(() => vi.unstubAllGlobals());

describe("a screen's path from its route id", () => {
  it('drops the signed-in layout and an index route’s trailing slash', () => {
    expect(protectedPathOf('/_app/agents')).toBe('/agents');
    expect(protectedPathOf('/_app/training/')).toBe('/training');
    expect(protectedPathOf('/_app/training/module/$moduleId')).toBe('/training/module/$moduleId');
  });

  it('knows no path outside the layout or missing from the route table', () => {
    expect(protectedPathOf('/login')).toBeNull();
    expect(protectedPathOf('/_app')).toBeNull();
    expect(protectedPathOf('/_app/not-a-screen')).toBeNull();
  });

  it('finds every screen of the generated route tree under the layout in the route table', () => {
    const tree = readFileSync('src/app/routeTree.gen.ts', 'utf8');
    const ids = [...new Set([...tree.matchAll(/id: '(\/_app\/[^']+)'/g)].map((m) => m[1]))];
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(protectedPathOf(id), id).not.toBeNull();
  });
});

describe('the guards', () => {
  it('send a signed-out visitor to /login', async () => {
    signInAs(null);
    const guards = await import('@app/lib/guards');
    expect(await redirectOf(() => guards.requireSession({ location: { pathname: '/dashboard' } }))).toBe('/login');
    expect(await redirectOf(() => guards.guardRoute({ routeId: '/_app/dashboard' }))).toBe('/login');
  });

  it("tell a signed-out visitor of the profile 'Please login to access this page' (one toast), and nobody else", async () => {
    signInAs(null);
    const notifyLoginRequired = vi.fn();
    vi.doMock('@app/lib/notify', () => ({ notifyLoginRequired }));
    const guards = await import('@app/lib/guards');
    for (const path of ['/dashboard', '/training', '/settings/profile-x']) await redirectOf(() => guards.requireSession({ location: { pathname: path } }));
    expect(notifyLoginRequired).not.toHaveBeenCalled();
    // The router's preload on intent is not a visit.
    await redirectOf(() => guards.requireSession({ location: { pathname: '/settings/profile' }, preload: true }));
    expect(notifyLoginRequired).not.toHaveBeenCalled();
    expect(await redirectOf(() => guards.requireSession({ location: { pathname: '/settings/profile/' } }))).toBe('/login');
    expect(notifyLoginRequired).toHaveBeenCalledTimes(1);
    vi.doUnmock('@app/lib/notify');
  });

  it('let a signed-in user through without a word', async () => {
    signInAs('engaged_agent');
    const notifyLoginRequired = vi.fn();
    vi.doMock('@app/lib/notify', () => ({ notifyLoginRequired }));
    const guards = await import('@app/lib/guards');
    expect(await redirectOf(() => guards.requireSession({ location: { pathname: '/settings/profile' } }))).toBeNull();
    expect(notifyLoginRequired).not.toHaveBeenCalled();
    vi.doUnmock('@app/lib/notify');
  });

  it("let each role into the screens of the route table it may open, and send it to /unauthorized from the others", async () => {
    for (const role of ['admin', 'company_admin', 'engaged_agent', 'potential_agent'] as const) {
      signInAs(role);
      const guards = await import('@app/lib/guards');
      for (const [path, roles] of Object.entries(ROUTE_ROLES)) {
        const expected = (roles as readonly string[]).includes(role) ? null : '/unauthorized';
        expect(await redirectOf(() => guards.guardRoute({ routeId: `/_app${path}` })), `${role} ${path}`).toBe(expected);
      }
      expect(await redirectOf(() => guards.guardRoute({ routeId: '/_app/not-a-screen' }))).toBe('/unauthorized');
    }
  });
});
