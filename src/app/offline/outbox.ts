import type { ActTime } from '@shared/clock-skew';
import { type BodyInput, type EndpointDef, fillPath, type ParamsInput } from '@shared/contracts/endpoint';
import type { z } from 'zod/mini';
import type { StoredText } from '../i18n/stored-text';
import { getSession } from '../lib/session';
import { db } from './db';
import { actNow, getEngine, kickSync, syncNow } from './engine';
import { actStamp, sessionStamp } from './occurred-at';
import type { OutboxEntry } from './outbox-types';
import { addEntry, discardEntry as discardFrom, dependentsOf, type EntryChanges, type MergeBodies, resendEntry as resendIn } from './queue';

export type { EntryError, EntryStatus, OutboxEntry } from './outbox-types';
export { syncNow };

export interface EnqueueInput<E extends EndpointDef> {
  params?: ParamsInput<E>;
  body: BodyInput<E>;
  kind: string;
  label: string;
  text?: StoredText;
  id?: string;
  dependsOn?: string[];
  invalidates?: unknown[][];
  accepted?: StoredText;
  local?: { collection: string; record: Record<string, unknown> };
  /** When the user acted (default: now). */
  act?: ActTime;
  /** Fold into the newest waiting entry to the same path while it was never sent (see `addEntry`). */
  merge?: MergeBodies;
}

/**
 * Queues a write made by the signed-in user: the entry (stamped with the moment of the act) and its local copy
 * are stored in ONE Dexie transaction, then the engine is kicked. The body is checked against the contract
 * first, so a bad form never reaches the queue.
 */
export async function enqueue<E extends EndpointDef>(ep: E, input: EnqueueInput<E>): Promise<OutboxEntry> {
  const session = getSession();
  if (!session) throw new Error('Sign in to save changes.');
  if (ep.method === 'GET') throw new Error(`${ep.path} is not a write`);
  if (ep.body) (ep.body as z.ZodMiniType).parse(input.body);
  const entry = await addEntry(
    db,
    {
      id: input.id ?? crypto.randomUUID(),
      userId: session.user.id,
      kind: input.kind,
      label: input.label,
      ...(input.text ? { text: input.text } : {}),
      method: ep.method,
      path: fillPath(ep.path, input.params as Record<string, unknown> | undefined),
      body: input.body,
      dependsOn: input.dependsOn ?? [],
      invalidates: input.invalidates ?? [],
      ...(input.accepted ? { accepted: input.accepted } : {}),
      local: input.local,
      ...actStamp(input.act ?? (await actNow())),
      ...sessionStamp(session.token),
    },
    { merge: input.merge },
  );
  kickSync();
  return entry;
}

/** "Edit and resend" from the Sync page; returns the id the entry now has (new when the body changed). */
export async function resendEntry(id: string, body: unknown, changes?: EntryChanges): Promise<string> {
  const newId = await resendIn(db, id, body, Date.now(), changes);
  kickSync();
  return newId;
}

/** "Send dated now": an entry whose time of the act the server refused goes again, dated now, under a new key. */
export async function redateEntry(id: string): Promise<string> {
  const entry = await db.outbox.get(id);
  if (!entry) throw new Error('This change is no longer waiting to sync.');
  const newId = await resendIn(db, id, entry.body, Date.now(), { act: actStamp(await actNow()) });
  kickSync();
  return newId;
}

/** "Discard": the entry and the entries that depended on it. */
export const discardEntry = (id: string): Promise<number> => discardFrom(db, id);

export const countDependents = async (id: string): Promise<number> => (await dependentsOf(db, id)).length;

/** Each accepted entry: the app invalidates its `invalidates` keys. */
export const onEntryAccepted = (listener: (entry: OutboxEntry) => void) => getEngine().onAccepted(listener);

/** What this user has not got onto the server yet (waiting and needing attention): the sign-out warning counts it. */
export const unsentCount = (userId: string): Promise<number> => db.outbox.where('userId').equals(userId).count();
