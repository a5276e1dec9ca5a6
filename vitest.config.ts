import path from 'node:path';
import { defineConfig } from 'vitest/config';
import { driverDependentApiFiles } from './tests/support/driver-dependent';

const alias = {
  '@shared': path.resolve('src/shared'),
  '@app': path.resolve('src/app'),
  '@server': path.resolve('src/server'),
};

const withPostgres = Boolean(process.env.TEST_DATABASE_URL);

export default defineConfig({
  resolve: { alias },
  test: {
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true as const,
        test: {
          name: 'unit',
          include: ['tests/shared/**/*.test.ts', 'tests/app/**/*.test.{ts,tsx}', 'tests/offline/**/*.test.ts'],
          setupFiles: ['tests/support/signed-in-texts.ts'],
        },
      },
      // The API and e2e files run with `isolate: false` (ADR 0073): isolated, vitest starts a new process for every
      // file, which then loads Fastify, the AWS SDK, PGlite and the server's code again (~5 s of CPU per API file).
      // Each file still builds its own app and database; a file must not vi.mock a module the server imports.
      // With PostgreSQL (production) present, PGlite runs only the files whose outcome may depend on the driver
      // (ADR 0074); the e2e files run on PGlite as well. Without it, every file runs on PGlite.
      {
        extends: true as const,
        test: { name: 'api-pglite', include: withPostgres ? driverDependentApiFiles() : ['tests/server/**/*.test.ts'], env: { TEST_DB: 'pglite' }, isolate: false },
      },
      ...(withPostgres
        ? [{ extends: true as const, test: { name: 'api-pg', include: ['tests/server/**/*.test.ts'], env: { TEST_DB: 'postgres' }, isolate: false } }]
        : []),
      {
        extends: true as const,
        // In the same pool of 2 workers as the other projects (ADR 0029): with `fileParallelism: false` vitest ran the
        // e2e files one at a time after every other file, leaving a core idle for most of the run.
        // expect.poll waits up to 15 s like a locator (its default, 1 s, failed a save that took longer under load).
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 120_000,
          expect: { poll: { timeout: 15_000 } },
        },
      },
    ],
  },
});
