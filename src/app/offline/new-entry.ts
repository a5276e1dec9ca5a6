import type { ActTime } from '@shared/clock-skew';
import { type BodyInput, type EndpointDef, fillPath, type OfflineEndpointDef, type ParamsInput } from '@shared/contracts/endpoint';
import type { z } from 'zod/mini';
import { textOf } from '../i18n/entry-text';
import type { StoredText } from '../i18n/stored-text';
import { actStamp, sessionStamp } from './occurred-at';
import type { MergeBodies, NewEntry } from './queue';
import type { QueuedWriteDef } from './queued-write';

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
 * The outbox entry a write of the signed-in user becomes, before the queue places it (`addEntry`): the body
 * checked against the contract (a bad form never reaches the queue), the moment of the act and the sign-in
 * session stamped. Pure, so the drain benches lay exactly what the app queues.
 */
export function newEntryOf<E extends EndpointDef>(ep: E, input: EnqueueInput<E>, session: { userId: string; token: string }, act: ActTime): NewEntry {
  if (ep.method === 'GET') throw new Error(`${ep.path} is not a write`);
  if (ep.body) (ep.body as z.ZodMiniType).parse(input.body);
  return {
    id: input.id ?? crypto.randomUUID(),
    userId: session.userId,
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
    ...actStamp(act),
    ...sessionStamp(session.token),
  };
}

/** What `queuedWrite` enqueues for one input of a kind of write, under the entry's fresh `id`, acted at `act`. */
export function enqueueInputOf<E extends OfflineEndpointDef, I>(def: QueuedWriteDef<E, I>, input: I, id: string, act: ActTime): EnqueueInput<E> & { id: string } {
  const text = def.label(input);
  return {
    id,
    params: def.params?.(input),
    body: def.body(input, id),
    kind: def.kind,
    label: textOf(text),
    text,
    dependsOn: def.dependsOn?.(input),
    invalidates: def.invalidates(input).map((key) => [...key]),
    accepted: def.accepted,
    local: def.local && { collection: def.local.collection, record: def.local.record(input, id, new Date(act.at).toISOString()) },
    act,
    merge: def.coalesce as MergeBodies | undefined,
  };
}
