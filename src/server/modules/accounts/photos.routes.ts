import { createReadStream, existsSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../context';
import { imageMimeOf } from '../../lib/image-check';
import { PHOTO_URL_PREFIX, photoFile } from '../../lib/photo-store';
import { notFound } from '../../lib/app-error';

/**
 * Stored profile photos. Names are content hashes, so a file never changes: cache it for a year. Only names
 * of the stored-photo form are looked up (no path traversal), and the type is the one checked at upload.
 * Public like any image URL: an `<img>` cannot send a bearer token, and the name cannot be guessed.
 */
export function registerPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const file = photoFile(deps.config.dataDir, request.params.name);
    if (!file || !existsSync(file)) throw notFound();
    return reply
      .header('content-type', imageMimeOf(request.params.name.split('.').pop() ?? '') ?? 'application/octet-stream')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(file));
  });
}
