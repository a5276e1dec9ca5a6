/**
 * The real `npm start` for the benches that measure it from outside (bench/first-start.ts, bench/export.ts):
 * started in its own process group on a free loopback port, waited for until /api/health answers, its server
 * process found (the one listening on the port), and stopped with its whole tree.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { freePort } from '../../tests/support/free-port';
import { listenerOf, processTree } from './proc';

const POLL_MS = 100;
/** The output kept for an error message. */
const OUTPUT_KEPT = 64 * 1024;

export interface NpmStart {
  child: ChildProcess;
  port: number;
  url: string;
  /** The end of what it printed (stdout and stderr). */
  output(): string;
  /** ms from the spawn to the first 200 of /api/health. */
  healthy(timeoutMs: number): Promise<number>;
  /** The pid of the process listening on the port (the server, or the cluster's primary). */
  serverPid(): number;
  stop(): Promise<void>;
}

/**
 * `npm start` in `cwd` with `env` on top of a copy of this environment stripped of the server's settings
 * (a run must not inherit a DATABASE_URL or WEB_CONCURRENCY by accident); PORT and HOST are chosen here.
 */
export async function npmStart(cwd: string, env: Record<string, string>): Promise<NpmStart> {
  const port = await freePort();
  const base = { ...process.env };
  for (const name of ['DATABASE_URL', 'WEB_CONCURRENCY', 'SEED_DEMO', 'JWT_SECRET', 'PUBLIC_URL', 'DATA_DIR', 'LOG_LEVEL']) delete base[name];
  const started = performance.now();
  // Its own process group, so that the whole tree can be stopped at once.
  const child = spawn('npm', ['start'], { cwd, env: { ...base, ...env, PORT: String(port), HOST: '127.0.0.1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const url = `http://127.0.0.1:${port}`;

  return {
    child,
    port,
    url,
    output: () => output,
    async healthy(timeoutMs) {
      for (;;) {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode} before answering:\n${output}`);
        if (performance.now() - started > timeoutMs) throw new Error(`npm start gave no health answer within ${timeoutMs / 1000} s:\n${output}`);
        const ok = await fetch(`${url}/api/health`).then((r) => r.status === 200, () => false);
        if (ok) return performance.now() - started;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
    serverPid() {
      const pid = listenerOf(port, processTree(child.pid!));
      if (!pid) throw new Error(`no process of npm start listens on port ${port}`);
      return pid;
    },
    async stop() {
      const group = -child.pid!;
      const alive = () => {
        try {
          process.kill(group, 0);
          return true;
        } catch {
          return false;
        }
      };
      if (!alive()) return;
      process.kill(group, 'SIGTERM');
      // Every process of the tree, not only npm: the server may still be closing its database.
      for (const until = performance.now() + 20_000; alive(); await new Promise((r) => setTimeout(r, POLL_MS))) {
        if (performance.now() > until) process.kill(group, 'SIGKILL');
      }
    },
  };
}
