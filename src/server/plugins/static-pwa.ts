import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isAppPath } from '@shared/app-paths';
import { INLINE_SCRIPTS_FILE, PRERENDERED_ROUTES } from '@shared/prerendered-routes';

/**
 * Serves the built PWA from `dist/`: hashed assets cached for a year, the HTML shell and the service worker
 * never cached, and the app's screens (src/shared/app-paths.ts) answered with index.html so the client router
 * can take them; the public screens built into their own page (ADR 0025) are answered with that page. Any other
 * path is a 404 (ADR 0048): the JSON one, or for a browser navigating to it (it asks for HTML) index.html with
 * status 404, so that the app shows its own "not found".
 */
export async function registerStaticPwa(app: FastifyInstance, distDir: string): Promise<void> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    app.log.warn(`no built client in ${distDir}: run "npm run build" to serve the app`);
    return;
  }
  await app.register(fastifyStatic, {
    root: distDir,
    wildcard: false,
    index: false,
    // dist/ holds .br and .gz twins of the compressible files (scripts/vite-precompress.ts).
    preCompressed: true,
    // The ETag alone revalidates a page (`no-cache`); a Last-Modified beside it only added ~45 bytes to every file (D2).
    lastModified: false,
    setHeaders(res, filePath) {
      // A pre-compressed twin is sent with the headers of the file it stands for.
      const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
      if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('cache-control', 'public, max-age=31536000, immutable');
      else if (name.endsWith('.html') || name === 'sw.js' || name.endsWith('.webmanifest')) res.header('cache-control', 'no-cache');
      else res.header('cache-control', 'public, max-age=3600');
    },
  });
  const builtPages = new Map(Object.entries(PRERENDERED_ROUTES).filter(([, page]) => existsSync(path.join(distDir, page))));
  const sendShell = (reply: FastifyReply, page = 'index.html') => reply.header('cache-control', 'no-cache').sendFile(page);
  app.get('/', (_req, reply) => sendShell(reply));
  app.get('/*', (request, reply) => {
    const urlPath = request.url.split('?')[0];
    if (isAppPath(urlPath)) return sendShell(reply, builtPages.get(urlPath));
    const navigation = !urlPath.startsWith('/api/') && !path.extname(urlPath) && (request.headers.accept ?? '').includes('text/html');
    if (navigation) return sendShell(reply.status(404));
    return reply.callNotFound();
  });
}

/** The CSP sources of the inline scripts the built pages run (ADR 0025), as the build wrote them; none without a build. */
export function builtInlineScripts(distDir: string): string[] {
  const file = path.join(distDir, INLINE_SCRIPTS_FILE);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as string[]) : [];
}
