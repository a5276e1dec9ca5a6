import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

export interface SpawnedServer {
  child: ChildProcess;
  url: string;
}

const SCRIPT = path.resolve('tests/support/two-process-server.ts');

/** Spawns one API process (its own DATA_DIR) on the test's PostgreSQL schema; resolves once it listens. */
export function startSpawnedServer(schema: string, jwtSecret: string): Promise<SpawnedServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', SCRIPT], {
    env: { ...process.env, TEST_SCHEMA: schema, JWT_SECRET: jwtSecret },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /listening (\d+)/.exec(out)?.[1];
      if (port) resolve({ child, url: `http://127.0.0.1:${port}` });
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code} before listening`)));
  });
}

export function stopSpawnedServer(server: SpawnedServer): Promise<void> {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });
}
