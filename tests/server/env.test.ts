import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '@server/env';

describe('configuration', () => {
  it('uses defaults and keeps a generated JWT secret in DATA_DIR', () => {
    const dir = `/tmp/fap-env-${Date.now()}`;
    const a = loadConfig({ DATA_DIR: dir });
    const b = loadConfig({ DATA_DIR: dir });
    expect(a.port).toBe(3000);
    expect(a.seedDemo).toBe(true);
    expect(a.jwtSecret).toHaveLength(64);
    expect(b.jwtSecret).toBe(a.jwtSecret);
  });

  it('names every bad value in one message', () => {
    const bad = () => loadConfig({ DATA_DIR: '/tmp/fap-env-bad', PORT: 'abc', DATABASE_URL: 'mysql://x', SEED_DEMO: 'maybe', PUBLIC_URL: 'not a url' });
    expect(bad).toThrow(ConfigError);
    try {
      bad();
    } catch (err) {
      const message = (err as Error).message;
      for (const name of ['PORT', 'DATABASE_URL', 'SEED_DEMO', 'PUBLIC_URL']) expect(message).toContain(name);
    }
  });

  it('does not seed PostgreSQL by default', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fap-env-pg', DATABASE_URL: 'postgres://u@localhost/db' }).seedDemo).toBe(false);
  });

  it('runs one process by default, several only on PostgreSQL', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/fap-env-wc' }).webConcurrency).toBe(1);
    expect(loadConfig({ DATA_DIR: '/tmp/fap-env-wc', DATABASE_URL: 'postgres://u@localhost/db', WEB_CONCURRENCY: '4' }).webConcurrency).toBe(4);
    expect(() => loadConfig({ DATA_DIR: '/tmp/fap-env-wc', WEB_CONCURRENCY: '2' })).toThrow(/WEB_CONCURRENCY: more than one process needs DATABASE_URL/);
    expect(() => loadConfig({ DATA_DIR: '/tmp/fap-env-wc', WEB_CONCURRENCY: '0' })).toThrow(/WEB_CONCURRENCY: must be between 1 and 64/);
  });
});
