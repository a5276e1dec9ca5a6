import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers of a document or a worker: a CSP without inline script (Mantine needs inline styles) except
 * the built pages' own, named by their hash (`inlineScripts`, ADR 0025), nosniff, frame denial, no referrer leaks
 * of reset tokens. Helmet's middleware is built once per server: @fastify/helmet built it again for every request,
 * parsing the CSP each time (~0.07 ms a request, P5).
 */
const documentHeaders = (inlineScripts: readonly string[]) =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...inlineScripts],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        mediaSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity: false,
  });

/**
 * Every other answer (a script, a stylesheet, an image, JSON, a CSV) is read by a page, never shown as one: the
 * document headers above (~850 bytes) protect nothing there and cost every request of the first "ready for
 * offline" (D2, ADR 0064). What protects a subresource stays: nosniff (a JSON or text answer is never run as a
 * script or a stylesheet) and Cross-Origin-Resource-Policy (another site cannot load it).
 */
const SUBRESOURCE_HEADERS = { 'cross-origin-resource-policy': 'same-origin', 'x-content-type-options': 'nosniff' } as const;

/** An API answer opened as a page after all (a JSON error in a frame): it may load, run and be framed by nothing. */
const API_HEADERS = { ...SUBRESOURCE_HEADERS, 'content-security-policy': "default-src 'none';frame-ancestors 'none'" } as const;

/** Types a browser renders as a page of their own, able to run script. */
const DOCUMENT_TYPE = /^(text\/html|application\/xhtml\+xml|image\/svg\+xml|text\/xml|application\/xml)\b/;

/** A worker's script: its own CSP and referrer policy apply to the worker (the service worker, sw.js). */
const isWorkerScript = (request: FastifyRequest) =>
  request.headers['service-worker'] === 'script' || /^(service|shared)?worker$/.test(String(request.headers['sec-fetch-dest'] ?? ''));

const isDocument = (request: FastifyRequest, reply: FastifyReply) => {
  const type = reply.getHeader('content-type');
  return isWorkerScript(request) || (typeof type === 'string' && DOCUMENT_TYPE.test(type));
};

/** `inlineScripts`: CSP sources (`'sha256-…'`) of the inline scripts the built pages run. */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScripts: readonly string[] = []): Promise<void> {
  const headers = documentHeaders(inlineScripts);
  // On send, once the answer's type is known (a 404 may be JSON or, for a navigation, the app's page).
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!isDocument(request, reply)) {
      reply.headers(request.url.startsWith('/api/') ? API_HEADERS : SUBRESOURCE_HEADERS);
      done(null, payload);
      return;
    }
    headers(request.raw, reply.raw, (error?: unknown) => (error instanceof Error ? done(error) : done(null, payload)));
  });
}
