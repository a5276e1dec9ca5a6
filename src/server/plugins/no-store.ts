import type { FastifyInstance } from 'fastify';

/**
 * Every JSON answer of the API is `Cache-Control: no-store` (issue 31 item 8): a signed-in answer holds a user's
 * or a company's records, a sign-in answer a token, and none may stay in a shared or browser HTTP cache (a
 * kiosk's, a proxy's) after the session ends. The app keeps its own copy (the persisted query cache, Dexie), so
 * nothing is lost. An answer that states its own policy (an audio file, a photo, a CSV) keeps it.
 */
export function registerNoStore(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.url.startsWith('/api/') || reply.hasHeader('cache-control')) return payload;
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && type.startsWith('application/json')) reply.header('cache-control', 'no-store');
    return payload;
  });
}
