import type { z } from 'zod/mini';
import type { ApiErrorBody } from '@shared/contracts/common';
import { paginate } from '@shared/contracts/common';
import type { BodyOf, QueryOf, ResponseOf } from '@shared/contracts/endpoint';
import type * as contracts from '@shared/contracts/sync';
import type { AppDeps } from '@server/context';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { hasBulkWriter, writeInBulk } from '@server/plugins/bulk-writes';
import { type DispatchCaller, dispatchWrite } from '@server/plugins/endpoint-dispatch';
import type { EndpointTable } from '@server/plugins/endpoint-table';
import { compactResult, type EntryResult } from './compact-result';
import * as repo from './sync.repo';

type SyncEntry = z.infer<typeof contracts.syncEntrySchema>;

const refusal = (id: string, message: string): EntryResult => ({ id, status: 400, body: { message, code: 'BAD_REQUEST' } satisfies ApiErrorBody });

/** Why an entry may not be dispatched, if it may not: only writes to other /api endpoints travel in a batch. */
function refusalOf(entry: SyncEntry): string | null {
  if (entry.method === 'GET') return 'A sync entry must be a write (POST, PUT, PATCH or DELETE).';
  const segments = entry.path.split('/');
  if (segments.slice(1).some((s) => s === '' || s === '.' || s === '..')) return 'A sync entry path must be a plain /api path.';
  if (segments[1] === 'sync') return 'A sync entry cannot call /sync itself.';
  return null;
}

/**
 * Dispatches one entry to its endpoint in-process (plugins/endpoint-dispatch.ts) with the entry id as its
 * Idempotency-Key: the same validation, rules and exactly-once as the single request, in a transaction of its
 * own. Whatever happens is reported as the entry's status, never as the batch's.
 */
async function applyEntry(deps: AppDeps, table: EndpointTable, caller: DispatchCaller, entry: SyncEntry): Promise<EntryResult> {
  const refused = refusalOf(entry);
  if (refused) return refusal(entry.id, refused);
  const answer = await dispatchWrite(deps, table, caller, { method: entry.method, path: entry.path, key: entry.id, body: entry.body, occurredAt: entry.occurredAt, sessionId: entry.sessionId });
  return compactResult(entry, answer);
}

/** The entries from `start` on that go to the same bulk-writable endpoint as the entry at `start` (maybe none). */
function bulkRunAt(table: EndpointTable, entries: SyncEntry[], start: number): SyncEntry[] {
  const first = entries[start];
  if (refusalOf(first) || !hasBulkWriter(table, first.method, first.path)) return [];
  let end = start + 1;
  while (end < entries.length && entries[end].method === first.method && entries[end].path === first.path) end++;
  return entries.slice(start, end);
}

/**
 * Applies the entries in order (one failing does not stop the others). A run of two or more entries to an
 * endpoint with a bulk writer (1,000 offline registrations) is written in one transaction with a few statements
 * (bar P4); whatever the bulk path leaves goes one by one after it, which keeps the order's meaning since the
 * bulk path only takes entries that clash with no other entry of the run. Then records the device's backlog.
 */
export async function applyBatch(
  deps: AppDeps,
  table: EndpointTable,
  caller: DispatchCaller,
  body: BodyOf<typeof contracts.syncBatch>,
): Promise<ResponseOf<typeof contracts.syncBatch>> {
  const results: EntryResult[] = [];
  const { entries } = body;
  for (let i = 0; i < entries.length; ) {
    const run = bulkRunAt(table, entries, i);
    if (run.length < 2) {
      results.push(await applyEntry(deps, table, caller, entries[i]));
      i++;
      continue;
    }
    const answers = await writeInBulk(deps, table, caller.user, caller.log, run[0].method, run[0].path, run);
    for (const [j, entry] of run.entries()) {
      const answer = answers[j];
      results.push(answer ? compactResult(entry, answer) : await applyEntry(deps, table, caller, entry));
    }
    i += run.length;
  }
  const accepted = results.filter((r) => r.status >= 200 && r.status < 300).length;
  const backlog = Math.max(0, body.device.backlog - accepted);
  const now = deps.clock.now();
  await repo.recordDeviceReport(
    deps.db,
    caller.user.id,
    { deviceId: body.device.deviceId, backlog, oldestEntryAgeSeconds: backlog === 0 ? 0 : body.device.oldestEntryAgeSeconds },
    now,
  );
  return { results, serverTime: now.toISOString() };
}

/** The sync status of the given users (absent: never synced), for screens listing users such as Manage Users. */
export const syncStatusOf = (deps: AppDeps, userIds: string[]) => repo.syncStatusOf(deps.db, userIds);

export async function listSyncStatus(deps: AppDeps, user: AuthUser, query: QueryOf<typeof contracts.listSyncStatus>): Promise<ResponseOf<typeof contracts.listSyncStatus>> {
  const { rows, total } = await repo.listSyncStatus(deps.db, {
    companyId: accessScope(user, 'sync.status', query.companyId),
    withBacklog: query.withBacklog === 'true',
    page: query.page,
    limit: query.limit,
  });
  return {
    users: rows.map((r) => ({
      userId: r.userId,
      name: r.name,
      email: r.email,
      role: r.role,
      companyId: r.companyId,
      companyName: r.companyName,
      lastSyncAt: r.lastSyncAt?.toISOString() ?? null,
      backlog: r.backlog ?? 0,
      oldestEntryAgeSeconds: r.oldestEntryAgeSeconds ?? 0,
      reportedAt: r.lastSyncAt?.toISOString() ?? null,
    })),
    pagination: paginate(query.page, query.limit, total),
  };
}
export type { UserSyncStatus } from './sync.repo';
