import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers on every answer: a CSP without inline script (Mantine needs inline styles) except the built
 * pages' own, named by their hash (`inlineScripts`, ADR 0025), nosniff, frame denial, no referrer leaks of reset
 * tokens. Helmet's middleware is built once per server: @fastify/helmet built it again for every request, parsing
 * the CSP each time (~0.07 ms a request, P5).
 */
const securityHeaders = (inlineScripts: readonly string[]) =>
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

/** `inlineScripts`: CSP sources (`'sha256-…'`) of the inline scripts the built pages run. */
export async function registerSecurityHeaders(app: FastifyInstance, inlineScripts: readonly string[] = []): Promise<void> {
  const headers = securityHeaders(inlineScripts);
  app.addHook('onRequest', (request, reply, done) => {
    headers(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
  });
}
