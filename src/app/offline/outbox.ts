import type { EndpointDef } from '@shared/contracts/endpoint';
import { getSession } from '../lib/session';
import { db } from './db';
import { actNow, getEngine, kickSync, syncNow } from './engine';
import { actStamp } from './occurred-at';
import { type EnqueueInput, newEntryOf } from './new-entry';
import type { OutboxEntry } from './outbox-types';
import { addEntry, discardEntry as discardFrom, dependentsOf, type EntryChanges, resendEntry as resendIn } from './queue';

export type { EntryError, EntryStatus, OutboxEntry } from './outbox-types';
export { syncNow };

/**
 * Queues a write made by the signed-in user: the entry (stamped with the moment of the act) and its local copy
 * are stored in ONE Dexie transaction, then the engine is kicked. The body is checked against the contract
 * first, so a bad form never reaches the queue.
 */
export async function enqueue<E extends EndpointDef>(ep: E, input: EnqueueInput<E>): Promise<OutboxEntry> {
  const session = getSession();
  if (!session) throw new Error('Sign in to save changes.');
  const entry = await addEntry(db, newEntryOf(ep, input, { userId: session.user.id, token: session.token }, input.act ?? (await actNow())), { merge: input.merge });
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
