import type { AppDeps } from './context';
import { analyzeStaleTables } from './db/analyze';
import { blobsOf } from './db/blobs-of';
import { removeAbandonedChunks } from './db/database-blob-store';
import { migrate, migrationNotes } from './db/migrate';
import { moveDiskFilesIn } from './modules/files/files.service';
import { isEmpty, seedDemo } from './seed/seed-demo';

/**
 * Makes the database ready to serve: the migrations not applied yet (none on most starts: one locked
 * look-up), then, when SEED_DEMO is on and the database holds no company, the demo data. The embedded
 * database also gets its planner statistics refreshed where they are stale: PGlite has no autovacuum, and
 * without statistics the planner guessed a company held a few hundred farmers and sorted them all for each
 * page or export batch instead of reading them in index order.
 */
export async function prepareDatabase(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const applied = await migrate(deps.database);
  if (applied.length) log(`migrations applied: ${applied.join(', ')}`);
  for (const note of await migrationNotes(deps.database, applied)) log(`migration note: ${note}`);
  await prepareFiles(deps, log);
  if (deps.config.seedDemo && (await isEmpty(deps.db))) {
    await seedDemo(deps);
    log('demo data seeded: sign in as admin@demo.local / Demo@1234 (see README for every account)');
  }
  if (deps.database.kind === 'pglite') await analyzeStaleTables(deps.db);
}

/** Files an older version left on this machine's disk go into the blob store; unfinished writes are cleared (ADR 0049). */
async function prepareFiles(deps: AppDeps, log: (line: string) => void): Promise<void> {
  const moved = await moveDiskFilesIn(deps.config.dataDir, blobsOf(deps));
  if (moved) log(`files moved from ${deps.config.dataDir}/uploads into the blob store: ${moved}`);
  if (deps.config.blobStore.kind === 'database') {
    const cleared = await removeAbandonedChunks(deps.db);
    if (cleared) log(`blob store: ${cleared} chunks of unfinished writes removed`);
  }
}
