import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '@server/context';
import { blobsOf } from '@server/db/blobs-of';
import { photoKey } from '@server/lib/blob-store';
import { PHOTO_NAME, PHOTO_URL_PREFIX } from '@server/lib/photo-store';
import { notFound } from '@server/lib/app-error';

/**
 * Stored profile photos, read from the blob store. Names are content hashes, so a file never changes: cache
 * it for a year. Only names of the stored-photo form are looked up, and the type is the one checked at upload.
 * Public like any image URL: an `<img>` cannot send a bearer token, and the name cannot be guessed.
 */
export function registerPhotoRoutes(app: FastifyInstance, deps: AppDeps): void {
  app.get<{ Params: { name: string } }>(`${PHOTO_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const { name } = request.params;
    const photo = PHOTO_NAME.test(name) ? await blobsOf(deps).open(photoKey(name)) : null;
    if (!photo) throw notFound();
    return reply
      .header('content-type', photo.contentType)
      .header('content-length', String(photo.size))
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(photo.stream());
  });
}
