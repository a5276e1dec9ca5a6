// Apart from the sync contract's schemas, so that the API client (in every page's first script) takes the names alone (P1).

/** The request header of a single write carrying its occurredAt. */
export const OCCURRED_AT_HEADER = 'X-Occurred-At';

/** The request header of a single write naming its session. */
export const SESSION_ID_HEADER = 'X-Session-Id';
