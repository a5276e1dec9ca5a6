import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverNodeFlags } from '../../scripts/server-node-flags';
import { freePort } from '../support/free-port';
import { TcpProxy } from '../support/tcp-proxy';
import { usingPostgres } from '../support/test-app';

/**
 * Item 1 of issue 34 (ADR 0048) on the real entry with WEB_CONCURRENCY=2: it waits for a database that is not
 * there yet, and every worker serves again within 5 s of the database's return, without a restart. PostgreSQL
 * is reached through a loopback proxy the test starts, stops and starts again.
 */
describe.runIf(usingPostgres())('a cluster through a database outage', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://unset');
  const database = `t_out_${randomBytes(6).toString('hex')}`;
  const dataDir = `/tmp/fap-out-${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: url.href });
    await c.connect();
    await c.query(statement);
    await c.end();
  };
  beforeAll(() => admin(`create database ${database}`));
  afterAll(async () => {
    await admin(`drop database if exists ${database} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** One GET on a new connection (the primary hands each to the next worker): its status and the answering pid. */
  const get = (port: number, urlPath: string) =>
    new Promise<number>((resolve) => {
      http.get({ host: '127.0.0.1', port, path: urlPath, agent: false, timeout: 3_000 }, (res) => res.resume().on('end', () => resolve(res.statusCode ?? 0))).on('error', () => resolve(0));
    });
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('waits for the database at start, answers 503 while it is away and serves from every worker within 5 s of its return', { timeout: 150_000 }, async () => {
    const proxy = new TcpProxy(url.hostname, Number(url.port || 5432));
    const proxyPort = await freePort();
    const own = new URL(url.href);
    own.pathname = `/${database}`;
    own.host = `127.0.0.1:${proxyPort}`;
    const port = await freePort();
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', ...serverNodeFlags('.'), path.resolve('src/server/main.ts')], {
      env: { ...process.env, DATABASE_URL: own.href, WEB_CONCURRENCY: '2', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, JWT_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout!.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr!.on('data', (c: Buffer) => (output += c.toString()));
    const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const until = async (what: string, ok: () => boolean | Promise<boolean>, limitMs: number) => {
      const started = Date.now();
      while (!(await ok())) {
        if (Date.now() - started > limitMs) throw new Error(`timed out waiting for ${what}; output:\n${output}`);
        await sleep(100);
      }
      return Date.now() - started;
    };
    try {
      await until('the waiting line', () => /waiting for the database at 127\.0\.0\.1:\d+\/t_out_\w+ \(ECONNREFUSED/.test(output), 60_000);
      await proxy.start(proxyPort);
      await until('two workers listening', () => (output.match(/worker \d+ listening/g) ?? []).length >= 2, 90_000);

      await proxy.stop();
      const statuses = await Promise.all(Array.from({ length: 4 }, () => get(port, '/api/health/ready')));
      expect(statuses).toEqual([503, 503, 503, 503]);
      expect(await get(port, '/api/health/live')).toBe(200);

      await sleep(2_000);
      await proxy.start(proxyPort);
      // Every worker: ten answers in a row on new connections, handed out in turn.
      const recovery = await until('every worker ready', async () => (await Promise.all(Array.from({ length: 10 }, () => get(port, '/api/health/ready')))).every((s) => s === 200), 5_000);
      expect(recovery).toBeLessThan(5_000);
      expect(output).not.toMatch(/ended \(/);
    } finally {
      child.kill('SIGTERM');
      expect(await exit).toBe(0);
      await proxy.stop();
    }
  });
});
