/**
 * The first screen's API reads, started by the page itself before the app's scripts have arrived (ADR 0032):
 * index.html runs early-reads-start.ts as an inline script, which, when a session is stored and the path is one
 * of READS_BY_PATH, sends those reads with the stored token. The API client adopts such a pending answer for
 * the same URL instead of sending the read again: once, only with the same token (the same session), and only
 * while it is fresh. Everything else about the answer (errors, a 401 ending the session) is handled as usual.
 */

/** Path of a screen → the reads its first frame makes, exactly as the API client writes their URLs. */
export const READS_BY_PATH: Readonly<Record<string, readonly string[]>> = {
  '/dashboard': ['/api/dashboard?weeks=6'],
};

/** An answer older than this is not adopted: the screen reads afresh. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

export interface EarlyRead {
  url: string;
  /** The token it was sent with: adopted only by a call made with the same. */
  token: string;
  sentAt: number;
  /** When its answer came (for the server clock's estimate), once it has. */
  receivedAt?: number;
  response: Promise<Response>;
}

/** Where the page's script leaves its reads for the app. */
export const EARLY_READS_GLOBAL = '__fapEarlyReads';

type WithEarlyReads = { [EARLY_READS_GLOBAL]?: EarlyRead[] };

/** Sends a screen's first reads (`urls`) with `token` (the page's inline script, before the app runs). */
export function startEarlyReads(urls: readonly string[], token: string): void {
  (globalThis as WithEarlyReads)[EARLY_READS_GLOBAL] = urls.map((url) => {
    const read: EarlyRead = {
      url,
      token,
      sentAt: Date.now(),
      response: fetch(url, { headers: { accept: 'application/json', authorization: `Bearer ${token}` }, credentials: 'include' }),
    };
    // A failure is the adopting call's to handle (it reads afresh); one never adopted is dropped quietly.
    read.response.then(
      () => (read.receivedAt = Date.now()),
      () => undefined,
    );
    return read;
  });
}

/** The page's pending read of `url`, if it was sent with `token` and is still fresh; each is taken once. */
export function takeEarlyRead(url: string, token: string): EarlyRead | undefined {
  const reads = (globalThis as WithEarlyReads)[EARLY_READS_GLOBAL];
  const index = reads?.findIndex((read) => read.url === url) ?? -1;
  if (!reads || index < 0) return undefined;
  const [read] = reads.splice(index, 1);
  return read.token === token && Date.now() - read.sentAt <= EARLY_READ_MAX_AGE_MS ? read : undefined;
}
