import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/server-node-flags';
import { freePort } from '../support/free-port';
import { usingPostgres } from '../support/test-app';

/**
 * Item 3 of issue 34 (ADR 0048): SIGTERM to `npm start` or to the server drains the server and leaves no
 * process behind; a request that outlasts SHUTDOWN_TIMEOUT_S does not hold the stop; cut uploads are removed
 * at start. On the embedded database (no demo data, to start quickly), once per run.
 */
describe.runIf(!usingPostgres())('stopping the server', () => {
  const dataDir = `/tmp/fap-stop-${randomBytes(6).toString('hex')}`;
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  interface Run {
    child: ChildProcess;
    output: () => string;
    exit: Promise<number | null>;
  }

  function run(command: string, args: string[], env: Record<string, string>): Run {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let text = '';
    child.stdout!.on('data', (c: Buffer) => (text += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (text += c.toString()));
    return { child, output: () => text, exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
  }

  async function listening(r: Run): Promise<void> {
    for (const end = Date.now() + 170_000; Date.now() < end; await new Promise((res) => setTimeout(res, 100))) {
      if (r.output().includes('field-agent portal on')) return;
      if (r.child.exitCode !== null) break;
    }
    throw new Error(`the server did not listen; output:\n${r.output()}`);
  }

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };
  const childrenOf = (pid: number) =>
    readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  const env = (port: number) => ({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: 'false', DATABASE_URL: '', WEB_CONCURRENCY: '1', SHUTDOWN_TIMEOUT_S: '2', LOG_LEVEL: 'info' });

  it('npm start runs the server as its own child, which SIGTERM to npm drains, leaving nothing; stale .part uploads are removed at start', { timeout: 200_000 }, async () => {
    if (!existsSync('dist/index.html')) throw new Error('npm start needs the built client: run "npm run build" first (npm test does)');
    const temp = path.join(dataDir, 'uploads', 'tmp');
    mkdirSync(temp, { recursive: true });
    writeFileSync(path.join(temp, 'cut.part'), 'x'.repeat(1000));
    const tenMinutesAgo = new Date(Date.now() - 10 * 60_000);
    utimesSync(path.join(temp, 'cut.part'), tenMinutesAgo, tenMinutesAgo);
    writeFileSync(path.join(temp, 'receiving.part'), 'x');

    const port = await freePort();
    const npm = run('npm', ['start', '--silent'], env(port));
    await listening(npm);
    const [server] = childrenOf(npm.child.pid!);
    expect(readFileSync(`/proc/${server}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(['--import', 'tsx', ...serverNodeFlags('.')]));
    expect(existsSync(path.join(temp, 'cut.part'))).toBe(false);
    expect(existsSync(path.join(temp, 'receiving.part'))).toBe(true);

    npm.child.kill('SIGTERM');
    expect(await npm.exit).toBe(0);
    expect(alive(server)).toBe(false);
    expect(npm.output()).toContain('SIGTERM received');
  });

  it('SIGTERM to the server with a request that outlasts SHUTDOWN_TIMEOUT_S exits anyway after it', { timeout: 200_000 }, async () => {
    const port = await freePort();
    const server = run(process.execPath, ['--import', 'tsx', ...serverNodeFlags('.'), path.resolve('src/server/main.ts')], env(port));
    await listening(server);
    // A body announced but never finished: the request stays in progress.
    const stuck = http.request({ host: '127.0.0.1', port, method: 'POST', path: '/api/auth/login', headers: { 'content-type': 'application/json', 'content-length': '1000' } });
    stuck.on('error', () => undefined);
    stuck.write('{"email":');
    await new Promise((res) => setTimeout(res, 300));
    const sent = Date.now();
    server.child.kill('SIGTERM');
    expect(await server.exit).toBe(1);
    expect(Date.now() - sent).toBeGreaterThanOrEqual(1_900);
    expect(server.output()).toContain('requests still running after 2 s: exiting anyway');
    stuck.destroy();
  });
});
