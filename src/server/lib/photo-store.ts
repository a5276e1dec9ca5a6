import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { badRequest } from './app-error';
import { type BlobStore, photoKey } from './blob-store';
import { detectImageType, type ImageType } from './image-check';

/** Photos larger than this are refused (decoded size). */
export const MAX_PHOTO_BYTES = 10 * 1024 * 1024;

/** Public URL prefix of stored photos (served by the accounts module). */
export const PHOTO_URL_PREFIX = '/uploads/photos/';

/** Content-addressed names only: anything else (path traversal, other extensions) is not a stored photo. */
export const PHOTO_NAME = /^[a-f0-9]{64}\.(png|jpg|gif|webp)$/;

export interface CheckedPhoto {
  bytes: Buffer;
  type: ImageType;
}

const PHOTO_ERROR = 'Photo must be an image (PNG, JPEG, GIF or WebP)';

/**
 * Decodes a `data:image/...;base64,...` URL and checks the bytes: an image by its magic bytes, not empty,
 * at most MAX_PHOTO_BYTES. Throws a 400 naming the `field` otherwise. Nothing is written.
 */
export function checkPhotoDataUrl(dataUrl: string, field = 'photo'): CheckedPhoto {
  const match = /^data:[^;,]+;base64,(.*)$/s.exec(dataUrl);
  if (!match) throw badRequest(PHOTO_ERROR, { [field]: PHOTO_ERROR });
  const base64 = match[1].replace(/\s/g, '');
  // 4 base64 characters carry 3 bytes: refuse an oversized photo before allocating it.
  if ((base64.length / 4) * 3 > MAX_PHOTO_BYTES + 3) throw photoTooLarge(field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) throw photoTooLarge(field);
  const type = detectImageType(bytes);
  if (!type) throw badRequest(PHOTO_ERROR, { [field]: PHOTO_ERROR });
  return { bytes, type };
}

function photoTooLarge(field: string) {
  const message = 'Photo must be smaller than 10 MB';
  return badRequest(message, { [field]: message });
}

/** Where photos lived before the blob store (ADR 0049): files found there are moved into the store at start. */
export const photosDir = (dataDir: string) => path.join(dataDir, 'uploads', 'photos');

/**
 * Stores a checked photo in the blob store under `photos/<sha256>.<ext>` and answers its public URL. The same
 * bytes always get the same key, so a replayed upload writes nothing new.
 */
export async function storePhoto(blobs: BlobStore, photo: CheckedPhoto): Promise<string> {
  const name = `${createHash('sha256').update(photo.bytes).digest('hex')}.${photo.type.ext}`;
  await blobs.put(photoKey(name), Readable.from([photo.bytes]), { size: photo.bytes.length, contentType: photo.type.mime });
  return `${PHOTO_URL_PREFIX}${name}`;
}
