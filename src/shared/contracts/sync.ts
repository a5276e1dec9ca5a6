import { z } from 'zod/mini';
import { message } from './messages';
import { pageQuery, paginationSchema } from './common';
import { defineEndpoint } from './endpoint';
import { SYNC_BATCH_MAX } from './sync-batch';

/** The backlog figures are stored as 32-bit integers: larger ones are refused by the contract, not the database. */
const STORED_INT_MAX = 2_147_483_647;

/** Checked with the whole batch before any entry is applied, so a report that cannot be stored writes nothing. */
export const deviceBacklogSchema = z.object({
  /** Entries waiting on the device (queued + needing attention), this batch included. */
  backlog: z.number().check(z.int(), z.gte(0), z.lte(STORED_INT_MAX)),
  /** Age in seconds of the oldest waiting entry; 0 when none. */
  oldestEntryAgeSeconds: z.number().check(z.int(), z.gte(0), z.lte(STORED_INT_MAX)),
  /** A stable random id per installed app, so an admin can tell two phones of one agent apart. */
  deviceId: z.optional(z.string().check(z.maxLength(64))),
});

/**
 * When the user acted: an ISO 8601 date-time with `Z` or an offset, in device time corrected for the clock skew.
 * A sync entry carries it as `occurredAt`, a single write as the `X-Occurred-At` header; the server keeps it as
 * the record's `recordedAt` (never later than its own clock; older than 90 days is refused: OCCURRED_TOO_OLD).
 */
export const occurredAtSchema = z.iso.datetime({ offset: true, ...message('occurredAt must be an ISO 8601 date-time, for example 2026-11-23T08:14:03.120Z') });


/**
 * The sign-in session that made a write (its token's id, `jti`): a queued write sent under a later session of the
 * same user still has its act bounded by the start of its own (ADR 0046). A sync entry's `sessionId`, a single
 * write's `X-Session-Id`.
 */
export const sessionIdSchema = z.uuid(message('sessionId must be the id of a sign-in session (a uuid)'));


export const syncEntrySchema = z.object({
  /** The outbox entry id: sent as the Idempotency-Key of the write. */
  id: z.uuid(),
  /** GET is accepted here and refused per entry (400), so one bad entry does not sink the batch. */
  method: z.enum(['GET', 'POST', 'PUT', 'PATCH', 'DELETE']),
  /** The write's path under /api, for example `/farmers` or `/training/audio/{id}/progress` filled in. */
  path: z.string().check(z.regex(/^\/[\w\-./%]*$/, message('path must be an /api path')), z.maxLength(500)),
  body: z.optional(z.unknown()),
  /** The moment the user made this write; without it the server's time is taken. */
  occurredAt: z.optional(occurredAtSchema),
  /** The session the write was made in; without it the session of the batch's token. */
  sessionId: z.optional(sessionIdSchema),
});

export const syncBatch = defineEndpoint({
  method: 'POST',
  path: '/sync',
  permission: 'sync.run',
  summary: 'Apply many queued writes in one round trip (each idempotent by its id) and report the device backlog',
  tag: 'sync',
  /** 503 SYNC_BUSY with Retry-After: the process applies as many batches as it may (admission control). */
  errors: [503],
  body: z.object({ device: deviceBacklogSchema, entries: z.array(syncEntrySchema).check(z.maxLength(SYNC_BATCH_MAX)) }),
  response: z.object({
    /**
     * One result per entry, in order, with the status the single request would have answered. A refusal
     * carries that request's error body; an accepted write only what the phone does not know (ADR 0051).
     */
    results: z.array(
      z.object({
        /** The entry's id. */
        id: z.string(),
        status: z.number().check(z.int()),
        /** The record's id, when the server chose one other than the entry id. */
        serverId: z.optional(z.string()),
        /** The record's time of the act, when it is not the entry's occurredAt. */
        recordedAt: z.optional(z.string()),
        /** A refused entry's error body (message, code, details). */
        body: z.optional(z.unknown()),
      }),
    ),
    serverTime: z.string(),
  }),
});

export const agentSyncStatusSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  companyId: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  lastSyncAt: z.nullable(z.string()),
  backlog: z.number().check(z.int()),
  oldestEntryAgeSeconds: z.number().check(z.int()),
  /** The device reported it when it last synced: the backlog may have grown since. */
  reportedAt: z.nullable(z.string()),
});

export const listSyncStatus = defineEndpoint({
  method: 'GET',
  path: '/sync/status',
  permission: 'sync.status',
  summary: "Each user's last sync and unsent backlog (company admins see their own company)",
  tag: 'sync',
  query: z.extend(pageQuery, {
    companyId: z.optional(z.uuid()),
    /** Only users whose device reported unsent work. */
    withBacklog: z.optional(z.enum(['true', 'false'])),
  }),
  response: z.object({ users: z.array(agentSyncStatusSchema), pagination: paginationSchema }),
});
