import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from '@shared/app-paths';

/** The `fullPaths` union of the generated route tree: every screen the client router has. */
function routeTreePaths(): string[] {
  const source = readFileSync('src/app/routeTree.gen.ts', 'utf8');
  const union = /fullPaths:\s*((?:\s*\|\s*'[^']*')+)/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'([^']*)'/g)].map((m) => (m[1].length > 1 ? m[1].replace(/\/$/, '') : m[1]));
}

describe("the app's paths the server answers with the app", () => {
  it("are the client router's screens, no more and no fewer", () => {
    expect([...APP_PATHS].sort()).toEqual(routeTreePaths().sort());
  });

  it('match a parameter as one segment, with or without a trailing slash, and nothing else', () => {
    expect(isAppPath('/engage/farmers/6f1c')).toBe(true);
    expect(isAppPath('/training/')).toBe(true);
    expect(isAppPath('/')).toBe(true);
    expect(isAppPath('/engage/farmers/6f1c/extra')).toBe(false);
    expect(isAppPath('/metrics')).toBe(false);
    expect(isAppPath('/reset-password')).toBe(false);
  });
});
