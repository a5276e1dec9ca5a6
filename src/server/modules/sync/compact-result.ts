import type { ResponseOf } from '@shared/contracts/endpoint';
import type * as contracts from '@shared/contracts/sync';
import type { DispatchAnswer } from '@server/plugins/endpoint-dispatch';

export type EntryResult = ResponseOf<typeof contracts.syncBatch>['results'][number];

/** What the phone sent of the entry that the answer is compared with. */
export interface SentEntry {
  id: string;
  occurredAt?: string;
}

/** The record an accepted write answered: `{ data: record }` or the record itself. */
function recordOf(body: unknown): Record<string, unknown> | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : (body as Record<string, unknown>);
}

const sameInstant = (a: string, b: string | undefined) => b !== undefined && Date.parse(a) === Date.parse(b);

/**
 * An entry's answer in the batch as the phone needs it (ADR 0051): a refusal keeps its error body (message,
 * code, field details: what "needs attention" shows); an accepted write keeps its status and only what the
 * phone does not know already: the record's id when the server chose it (not the entry id the phone sent as
 * the record's id) and its recordedAt when it is not the occurredAt the phone sent (none sent, or moved by the
 * server's clock). The record itself is not echoed: the phone refreshes its lists from the server.
 */
export function compactResult(entry: SentEntry, answer: DispatchAnswer): EntryResult {
  if (answer.status < 200 || answer.status >= 300) return { id: entry.id, status: answer.status, body: answer.body };
  const result: EntryResult = { id: entry.id, status: answer.status };
  const record = recordOf(answer.body);
  if (!record) return result;
  if (typeof record.id === 'string' && record.id !== entry.id) result.serverId = record.id;
  if (typeof record.recordedAt === 'string' && !sameInstant(record.recordedAt, entry.occurredAt)) result.recordedAt = record.recordedAt;
  return result;
}
