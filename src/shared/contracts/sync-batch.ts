// Apart from the sync contract's schemas, so that the service worker's drain (sync-round.ts) takes the number
// alone: importing it from sync.ts put zod and the whole sync contract into sw.js (D2, ADR 0076).

/** At most this many queued writes travel in one batch. */
export const SYNC_BATCH_MAX = 200;
