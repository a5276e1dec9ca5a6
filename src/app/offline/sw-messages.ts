/** Names shared by the page and the service worker (this file imports nothing, so sw/ can use it). */
export const BACKGROUND_SYNC_TAG = 'outbox-sync';
export const DRAIN_MESSAGE = 'DRAIN_OUTBOX';
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
/** Cache Storage cache of downloaded training audio (filled by the page, read by the service worker). */
export const AUDIO_CACHE = 'audio-v1';
/** Cache Storage cache of the bytes a download cut halfway already has, resumed with a Range request (page only). */
export const PARTIAL_AUDIO_CACHE = 'audio-partial-v1';
/** Asks the service worker to keep the admin-only screens' code (answered on the message's port: `{ kept }`). */
export const KEEP_ADMIN_CODE_MESSAGE = 'KEEP_ADMIN_CODE';
/** Cache Storage cache of the admin-only screens' code, kept apart from everyone's precache (ADR 0064). */
export const ADMIN_CODE_CACHE = 'admin-code-v1';
