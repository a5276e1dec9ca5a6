/** Names shared by the page and the service worker (this file imports nothing, so sw/ can use it). */
export const BACKGROUND_SYNC_TAG = 'outbox-sync';
export const DRAIN_MESSAGE = 'DRAIN_OUTBOX';
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** Cache Storage cache of downloaded training audio (filled by the page, read by the service worker). */
export const AUDIO_CACHE = 'audio-v1';
