import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `npx tsx scripts/complete-rollup-lock.ts`: adds to package-lock.json the entries of rollup's optional native
 * packages for other platforms that npm leaves out when its registry cannot resolve them (npm/cli#4828, #9846).
 * Without them npm 11's `npm ci` refuses the lock ("Missing: @rollup/rollup-darwin-x64@ from lock file").
 * Each entry only names the version and platform: npm skips it on any other platform and fetches it by
 * version on its own.
 */
interface LockEntry {
  version?: string;
  dev?: boolean;
  optionalDependencies?: Record<string, string>;
  [field: string]: unknown;
}

const lockPath = path.resolve(process.argv[2] ?? 'package-lock.json');
const lock = JSON.parse(readFileSync(lockPath, 'utf8')) as { packages: Record<string, LockEntry> };
const rollup = lock.packages['node_modules/rollup'];
const PLATFORM = /^@rollup\/rollup-(android|darwin|freebsd|linux|openbsd|openharmony|win32)-(arm64|arm|x64|ia32|loong64|ppc64|riscv64|s390x)(?:-(\w+))?$/;

const added: string[] = [];
for (const [name, version] of Object.entries(rollup?.optionalDependencies ?? {})) {
  const key = `node_modules/${name}`;
  const match = PLATFORM.exec(name);
  if (lock.packages[key] || !match) continue;
  const [, os, cpu, abi = ''] = match;
  const entry: LockEntry = { version, cpu: [cpu], ...(rollup.dev ? { dev: true } : {}), license: 'MIT', optional: true, os: [os] };
  if (os === 'linux') entry.libc = [abi.includes('musl') ? 'musl' : 'glibc'];
  lock.packages[key] = entry;
  added.push(name);
}

const sorted = Object.keys(lock.packages).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0));
lock.packages = Object.fromEntries(sorted.map((k) => [k, lock.packages[k]]));
writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} lock entries: ${added.join(', ')}` : 'nothing to add');
