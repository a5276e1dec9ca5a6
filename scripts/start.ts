import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm start`: builds the client when dist/ is missing or older than its sources, then runs the server in this
 * process, so `npm ci && npm start` on a fresh clone serves the app with demo data on http://localhost:3000.
 * The build runs in a child process: a bundler's memory (over 1 GB at its peak) is returned to the OS when it
 * exits, instead of staying with the server until it stops. npm's script `exec`s node, so a signal sent to npm
 * (which passes it on) or to this process reaches the server itself (ADR 0048).
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

/** `vite build` in a node process of its own; resolves with its exit code. */
function buildClient(): Promise<number> {
  const vitePackage = createRequire(import.meta.url).resolve('vite/package.json');
  const vite = path.join(path.dirname(vitePackage), 'bin', 'vite.js');
  // Always React's production build: a NODE_ENV inherited from the caller (vitest sets `test`) made a development
  // bundle, which registers no service worker.
  const env = { ...process.env, NODE_ENV: 'production' };
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], { cwd: root, stdio: 'inherit', env });
  // Stopped while building: the build stops too, and nothing is started.
  const stop = (signal: NodeJS.Signals) => {
    child.kill(signal);
    process.exit(1);
  };
  process.once('SIGTERM', stop).once('SIGINT', stop);
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      process.off('SIGTERM', stop).off('SIGINT', stop);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

process.chdir(root);
if (clientIsStale()) {
  console.log('building the client (dist/ is missing or older than its sources)...');
  const started = Date.now();
  const code = await buildClient();
  if (code !== 0) {
    console.error(`Building the client failed (vite build exited with ${code}; see above). The server was not started.`);
    process.exit(1);
  }
  console.log(`client built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
await import('../src/server/main');
