import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/server-node-flags';
import { freePort } from '../support/free-port';
import { usingPostgres } from '../support/test-app';

const MAIN = path.resolve('src/server/main.ts');

interface Started {
  child: ChildProcess;
  /** Every line printed so far (JSON log lines and plain messages). */
  lines: string[];
  exit: Promise<number | null>;
}

/** The real server entry (src/server/main.ts, as `npm start` runs it, with its node flags) with `env`. */
function startMain(env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', ...serverNodeFlags('.'), MAIN], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const lines: string[] = [];
  const lineReader = () => {
    let partial = '';
    return (chunk: Buffer) => {
      const parts = (partial + chunk.toString()).split('\n');
      partial = parts.pop() ?? '';
      lines.push(...parts.filter(Boolean));
    };
  };
  child.stdout!.on('data', lineReader());
  child.stderr!.on('data', lineReader());
  return { child, lines, exit: new Promise((resolve) => child.once('exit', (code) => resolve(code))) };
}

const messages = (s: Started) => s.lines.flatMap((line) => (line.startsWith('{') ? [JSON.parse(line) as { pid: number; msg: string; res?: unknown }] : []));

// Generous: three cold processes compile the server and one migrates a new database, on a loaded machine.
async function until<T>(what: string, s: Started, found: () => T | undefined, timeoutMs = 100_000): Promise<T> {
  for (const end = Date.now() + timeoutMs; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
    const value = found();
    if (value !== undefined) return value;
  }
  throw new Error(`timed out waiting for ${what}; output:\n${s.lines.join('\n')}`);
}

/** One GET on a new connection, so that the cluster's primary hands each to the next worker. */
function getOnNewConnection(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', reject);
  });
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe.runIf(!usingPostgres())('WEB_CONCURRENCY on the embedded database', () => {
  it('is refused with a message naming the setting', async () => {
    const dataDir = `/tmp/fap-wc-${randomBytes(6).toString('hex')}`;
    const s = startMain({ WEB_CONCURRENCY: '2', DATA_DIR: dataDir, DATABASE_URL: '' });
    expect(await s.exit).toBe(2);
    expect(s.lines.join('\n')).toContain('WEB_CONCURRENCY: more than one process needs DATABASE_URL');
    rmSync(dataDir, { recursive: true, force: true });
  });
});

describe.runIf(usingPostgres())('WEB_CONCURRENCY=2 on PostgreSQL', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset');
  const database = `t_wc_${randomBytes(6).toString('hex')}`;
  const dataDir = `/tmp/fap-wc-${randomBytes(6).toString('hex')}`;
  const admin = () => new pg.Client({ connectionString: url.href });
  let started: Started | undefined;

  beforeAll(async () => {
    const c = admin();
    await c.connect();
    await c.query(`create database ${database}`);
    await c.end();
  });
  afterAll(async () => {
    // A failed run leaves no cluster behind: the primary and every worker it started.
    if (started) for (const pid of [started.child.pid, ...messages(started).map((m) => m.pid)]) if (pid && alive(pid)) process.kill(pid, 'SIGKILL');
    const c = admin();
    await c.connect();
    await c.query(`drop database if exists ${database} with (force)`);
    await c.end();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('migrates once, serves from two workers on one port, replaces a dead worker and drains on SIGTERM', { timeout: 240_000 }, async () => {
    const own = new URL(url.href);
    own.pathname = `/${database}`;
    const port = await freePort();
    const s = (started = startMain({ DATABASE_URL: own.href, WEB_CONCURRENCY: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' }));
    const primary = s.child.pid!;
    const listening = () => messages(s).filter((m) => m.pid === primary && /^worker \d+ listening/.test(m.msg)).map((m) => Number(/worker (\d+)/.exec(m.msg)![1]));
    const workers = await until('two workers listening', s, () => (listening().length >= 2 ? listening() : undefined));
    expect(messages(s).filter((m) => m.msg.startsWith('migrations applied'))).toHaveLength(1);
    // The workers run with npm start's node flags (ADR 0045), which the cluster passes on.
    for (const worker of workers) expect(readFileSync(`/proc/${worker}/cmdline`, 'utf8').split('\0')).toEqual(expect.arrayContaining(serverNodeFlags('.')));

    for (let i = 0; i < 6; i++) expect(await getOnNewConnection(`http://127.0.0.1:${port}/api/health`)).toBe(200);
    const answeredBy = new Set(messages(s).filter((m) => m.msg === 'request completed').map((m) => m.pid));
    expect([...answeredBy].sort()).toEqual([...workers].sort());

    process.kill(workers[0], 'SIGKILL');
    const replacement = await until('a replacement worker', s, () => listening()[2]);
    expect(messages(s).some((m) => m.msg === `worker ${workers[0]} ended (SIGKILL): starting another`)).toBe(true);
    expect(await getOnNewConnection(`http://127.0.0.1:${port}/api/health`)).toBe(200);

    s.child.kill('SIGTERM');
    expect(await s.exit).toBe(0);
    expect([workers[1], replacement].filter(alive)).toEqual([]);
  });
});
