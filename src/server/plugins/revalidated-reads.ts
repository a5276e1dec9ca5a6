import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * What a 304 keeps (RFC 9110 §15.4.5): the fields that update the answer the browser stored. The security headers
 * and the type are already on that stored answer; repeating them cost ~800 bytes per unchanged read (D1, ADR 0062).
 */
const KEPT_ON_304 = new Set(['etag', 'cache-control', 'vary', 'date', 'x-request-id']);

/** Whether If-None-Match names `etag` (a list, a weak form of it, or `*`), compared weakly as RFC 9110 §13.1.2 says. */
function named(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * A successful JSON read of the API (GET, 200) carries a strong ETag over its bytes and `Cache-Control: private,
 * no-cache`: the browser keeps it, asks again with If-None-Match every time (the app never reads a stale answer),
 * and an unchanged answer comes back as a 304 with no body and only the headers above. `private` keeps signed-in
 * answers out of shared caches (issue 31 item 8's S-row); every other JSON answer (writes, refusals, the sign-in's
 * token) stays `no-store` (no-store.ts, registered after this). The ETag is taken before compression (the
 * compression hooks run after the app's), so it names the JSON whatever the encoding.
 * @fastify/etag was not used: it tags and answers 304 for every method and status (a refusal, a write).
 */
export function registerRevalidatedReads(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' || reply.statusCode !== 200 || !request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('application/json')) return payload;
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!named(request.headers['if-none-match'], etag)) return payload;
    reply.code(304);
    // Helmet wrote its headers on the raw answer; Fastify's own are on the reply.
    for (const name of reply.raw.getHeaderNames()) if (!KEPT_ON_304.has(name)) reply.raw.removeHeader(name);
    for (const name of Object.keys(reply.getHeaders())) if (!KEPT_ON_304.has(name)) reply.removeHeader(name);
    return '';
  });
}
