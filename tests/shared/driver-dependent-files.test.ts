import { describe, expect, it } from 'vitest';
import { dependsOnDriver, driverDependentApiFiles } from '../support/driver-dependent';

/**
 * With PostgreSQL present, only the API files whose outcome may depend on the driver run on PGlite too (ADR 0074).
 * The rule reads each file, so a new file that opens a database, migrates, locks, runs requests at once or cuts the
 * database is picked up without a list to keep.
 */
describe('the API files that run on both databases', () => {
  const files = driverDependentApiFiles();

  it('holds the files about the database itself, migrations, concurrency, outages, imports and the sync batch', () => {
    for (const name of [
      'migrations-apply',
      'schema-drift',
      'database-outage',
      'database-errors',
      'backup-restore',
      'shutdown',
      'web-concurrency',
      'farmers-import',
      'farmers-import-slices',
      'idempotency',
      'sync-batch',
      'sync-two-process',
      'blob-store',
    ])
      expect(files).toContain(`tests/server/${name}.test.ts`);
  });

  it('leaves out the files that test rules through HTTP one request at a time', () => {
    for (const name of ['dashboard-api', 'loans-balance', 'farmers-csv', 'gamification-admin', 'access-matrix', 'operations-http', 'openapi-fuzz'])
      expect(files).not.toContain(`tests/server/${name}.test.ts`);
  });

  it('recognises each sign', () => {
    const signs = [
      "import { openPglite } from '@server/db/client';",
      "import { migrate } from '@server/db/migrate';",
      'if (usingPostgres()) return;',
      'await Promise.all([write(a), write(b)]);',
      'the account is locked after five tries',
      'await db.transaction(async (tx) => {});',
      "const proxy = await startTcpProxy(); // tcp-proxy: the database's outage",
      "await post('/api/farmers/import', csv);",
      'stops taking requests at shutdown',
    ];
    for (const source of signs) expect(dependsOnDriver('plain.test.ts', source), source).toBe(true);
    expect(dependsOnDriver('sync-anything.test.ts', '')).toBe(true);
    expect(dependsOnDriver('plain.test.ts', "import { users } from '@server/db/schema';\nawait app.inject({ url: '/api/clock' });")).toBe(false);
    // A setting's name and a path named in a comment are not the behaviour they name.
    expect(dependsOnDriver('plain.test.ts', "loadConfig({ SHUTDOWN_TIMEOUT_S: '90' }).shutdownTimeoutS")).toBe(false);
    expect(dependsOnDriver('plain.test.ts', '/** A fixed path beside a parameter (/farmers/import, /farmers/{id}). */')).toBe(false);
  });
});
