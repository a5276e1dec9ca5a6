import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { stdSerializers } from 'pino';
import { ENDPOINTS } from '@shared/endpoints';
import './auth';

/** The header a request id arrives in (from a proxy or a client) and is answered in. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An id taken as sent: a UUID or any token of letters, digits and `._:-`, as proxies make them. */
const ACCEPTED_ID = /^[\w.:-]{8,128}$/;

/** The request's id: the one it was sent with when that is a plain token, else a new UUID (unique across processes). */
export function requestIdOf(req: IncomingMessage): string {
  const sent = req.headers[REQUEST_ID_HEADER];
  return typeof sent === 'string' && ACCEPTED_ID.test(sent) ? sent : randomUUID();
}

/** Every answer names its request id, so that a user's report or a proxy's log leads to the server's lines. */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}

/** Path parameters that are secrets (a password-reset token), in the API's paths and the app's. */
const SECRET_SEGMENTS = [
  ...ENDPOINTS.filter((ep) => ep.path.includes('{token}')).map((ep) => `/api${ep.path.slice(0, ep.path.indexOf('{token}'))}`),
  '/reset-password/',
];
/** Query parameters whose value is never logged. */
const SECRET_QUERY = /^(.*token.*|.*password.*|.*secret.*|key|code)$/i;
const REDACTED = '[redacted]';

/** The URL as it may be logged: a secret path segment or query value replaced by `[redacted]`. */
export function redactUrl(url: string): string {
  const [path, query] = url.split(/\?(.*)/s, 2);
  const prefix = SECRET_SEGMENTS.find((p) => path.startsWith(p) && path.length > p.length);
  const safePath = prefix ? `${prefix}${REDACTED}` : path;
  if (query === undefined) return safePath;
  const params = new URLSearchParams(query);
  for (const key of new Set(params.keys())) if (SECRET_QUERY.test(key)) params.set(key, REDACTED);
  return `${safePath}?${params.toString()}`;
}

/** Drizzle puts a failed statement's parameters (password hashes, token hashes, personal data) in its message and its `params`. */
const QUERY_PARAMS = /\nparams: [\s\S]*$/;

/**
 * The logger of every server process: JSON lines, the request logged as method, redacted URL and client
 * address (never its headers), and secrets removed wherever they could appear (ADR 0048).
 */
export function loggerOptions(level: string, stream?: { write(line: string): void }) {
  return {
    level,
    ...(stream ? { stream } : {}),
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', 'headers.authorization', 'body.password', 'body.newPassword', 'body.currentPassword', 'body.token', '*.password', '*.token'],
      censor: REDACTED,
    },
    serializers: {
      req: (req: { method?: string; url?: string; ip?: string }) => ({ method: req.method, url: redactUrl(req.url ?? ''), remoteAddress: req.ip }),
      err: (err: Error) => {
        const logged = stdSerializers.err(err);
        const message = logged.message.replace(QUERY_PARAMS, '\nparams: [redacted]');
        const stack = logged.stack.replace(QUERY_PARAMS, '\nparams: [redacted]');
        return 'params' in logged ? { ...logged, message, stack, params: REDACTED } : { ...logged, message, stack };
      },
    },
  };
}

/** Fastify's request lines, with the signed-in user's id on the line of the answer. */
export class AppLogController extends LogController {
  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const userId = request.user?.id;
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime, userId }, 'request errored');
    else reply.log.info({ res: reply, responseTime: reply.elapsedTime, userId }, 'request completed');
  }
}
