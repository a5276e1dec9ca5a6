import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: builds the client when dist/ is missing or older than its sources, then runs the server in this
 * process, so `npm ci && npm start` on a fresh clone serves the app with demo data on http://localhost:3000.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const builtShell = path.join(root, 'dist', 'index.html');
// Everything the client bundle is made from (src/shared is compiled into it too).
const clientSources = ['src/app', 'src/shared', 'sw', 'public', 'index.html', 'vite.config.ts'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function clientIsStale(): boolean {
  if (!existsSync(builtShell)) return true;
  const builtAt = statSync(builtShell).mtimeMs;
  return clientSources.some((s) => newestMtime(path.join(root, s)) > builtAt);
}

process.chdir(root);
if (clientIsStale()) {
  console.log('building the client (dist/ is missing or older than its sources)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ root, configFile: path.join(root, 'vite.config.ts'), logLevel: 'warn' });
  console.log(`client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await import('../src/server/main');
