import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture.md is what a newcomer reads first: every file or folder it names must exist (issue 35). A
 * name counts as found when a tracked file's path ends with it (the layout names files below their folder, e.g.
 * `db/client.ts` for src/server/db/client.ts). Patterns (`<area>.service.ts`, `NNNN_<area>.sql`, globs) and what
 * the build makes (dist/) are not file names.
 */
const BUILT = ['node_modules/', 'inline-scripts.json', 'login.html', 'signup.html', 'forgot-password.html', 'register.html', 'dashboard.html'];
const PATH = /^(?:[\w@.-]+\/)*[\w@.-]+(?:\.(?:ts|tsx|js|mjs|cjs|json|md|sql|css|html|svg|sh)|\/)$/;

function namedPaths(doc: string): string[] {
  const names = new Set<string>();
  for (const [, code] of doc.matchAll(/`([^`\n]+)`/g)) names.add(code.trim());
  for (const [, block] of doc.matchAll(/```\n([\s\S]*?)```/g)) {
    for (const word of block.split(/[\s,;:()]+/)) names.add(word.replace(/[.,;:]+$/, (m) => (m.startsWith('.') && /\.\w+$/.test(word) ? m : '')));
  }
  return [...names].filter((name) => PATH.test(name) && !name.includes('..') && !/^\d/.test(name) && !name.startsWith('dist/') && !BUILT.includes(name));
}

describe('docs/architecture.md names files that exist', () => {
  const tracked = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\n').filter(Boolean);
  const exists = (name: string) =>
    name.endsWith('/')
      ? tracked.some((file) => file.startsWith(name) || file.includes(`/${name}`))
      : tracked.some((file) => file === name || file.endsWith(`/${name}`));

  it('finds every path it names', () => {
    const names = namedPaths(readFileSync('docs/architecture.md', 'utf8'));
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !exists(name))).toEqual([]);
  });
});
