import type { BodyInput, OfflineEndpointDef, ParamsInput } from '@shared/contracts/endpoint';
import { textOf } from '../i18n/entry-text';
import type { StoredText } from '../i18n/stored-text';
import { isOnline } from './connectivity';
import { actNow } from './engine';
import { enqueueInputOf } from './new-entry';
import { enqueue, resendEntry } from './outbox';
import type { OutboxEntry } from './outbox-types';
import type { z } from 'zod/mini';

/**
 * One kind of write an agent makes in the field, declared once: its outbox entry (kind, label, params, body,
 * what it waits for), the local copy lists show until the server has the record, and the query keys refreshed
 * once the server accepted it. `id` is the entry's fresh id: the Idempotency-Key and, for a new record, its id.
 * `occurredAt` (ISO 8601) is the moment the user acted, as the entry carries it: local copies show it.
 */
export interface QueuedWriteDef<E extends OfflineEndpointDef, I> {
  endpoint: E;
  kind: string;
  /** The entry's label on the Sync page: kept as key and values, shown in the language on screen. */
  label: (input: I) => StoredText;
  body: (input: I, id: string) => BodyInput<E>;
  params?: (input: I) => ParamsInput<E>;
  local?: { collection: string; record: (input: I, id: string, occurredAt: string) => Record<string, unknown> };
  invalidates: (input: I) => ReadonlyArray<readonly unknown[]>;
  dependsOn?: (input: I) => string[];
  /** Told to the user when the server accepted the write (toasted by the sync runtime, on whatever screen). */
  accepted?: StoredText;
  /**
   * Steps of one activity (audio progress) fold into the newest entry to the same path while it has never
   * been sent: `coalesce(waiting, next)` is the body that entry then carries.
   */
  coalesce?: (waiting: BodyInput<E>, next: BodyInput<E>) => BodyInput<E>;
}

/** A write that goes at once while the browser is online (the profile's photo can only travel so) and is queued otherwise. */
export interface OnlineFirstDef<E extends OfflineEndpointDef, I, A> extends QueuedWriteDef<E, I> {
  sendOnline: (input: I) => Promise<A>;
}

export type WriteOutcome<A> = { queued: true; entry: OutboxEntry } | { queued: false; answer: A };

/**
 * The one way the app queues a write: the entry and its local copy are stored in one transaction and the sync
 * engine is kicked (`enqueue`), so the record shows at once as "waiting to sync", offline too.
 */
export function queuedWrite<E extends OfflineEndpointDef, I>(def: QueuedWriteDef<E, I>): (input: I) => Promise<OutboxEntry> {
  return async (input) => {
    const act = await actNow();
    return enqueue(def.endpoint, enqueueInputOf(def, input, crypto.randomUUID(), act));
  };
}

/**
 * "Edit and resend" through the record's own form: the form's input gives the entry's body, label, local copy
 * and dependencies as `queuedWrite` would, under the entry's id (a changed body moves to a new key, see
 * `resendEntry`) and its moment of the act. Returns the id the entry now has.
 */
export function queuedResend<E extends OfflineEndpointDef, I>(def: QueuedWriteDef<E, I>): (entry: OutboxEntry, input: I) => Promise<string> {
  return async (entry, input) => {
    const body = def.body(input, entry.id);
    if (def.endpoint.body) (def.endpoint.body as z.ZodMiniType).parse(body);
    const occurredAt = new Date(entry.occurredAt ?? entry.createdAt).toISOString();
    const text = def.label(input);
    return resendEntry(entry.id, body, {
      label: textOf(text),
      text,
      local: def.local?.record(input, entry.id, occurredAt),
      dependsOn: def.dependsOn?.(input) ?? [],
    });
  };
}

/** The same, sent at once while online: the caller learns whether the server answered or the write is queued. */
export function onlineFirstWrite<E extends OfflineEndpointDef, I, A>(def: OnlineFirstDef<E, I, A>): (input: I) => Promise<WriteOutcome<A>> {
  const queue = queuedWrite(def);
  return async (input) => (isOnline() ? { queued: false, answer: await def.sendOnline(input) } : { queued: true, entry: await queue(input) });
}
