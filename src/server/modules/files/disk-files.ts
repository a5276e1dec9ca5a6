import { createReadStream } from 'node:fs';
import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { AUDIO_TYPES, type AudioExt } from '@shared/contracts/files';
import { audioKey, type BlobStore, photoKey } from '@server/lib/blob-store';
import { imageMimeOf } from '@server/lib/image-check';
import { PHOTO_NAME, photosDir } from '@server/lib/photo-store';
import { audioDir, STORED_NAME } from './audio-store';

const namesIn = (dir: string) => readdir(dir).catch((err: NodeJS.ErrnoException) => (err.code === 'ENOENT' ? [] : Promise.reject(err)));

/**
 * Moves the files an older version kept on this machine's disk (DATA_DIR/uploads/audio and /photos) into the
 * blob store (ADR 0049): each stored under its key, then deleted from the disk. Idempotent: a file whose key
 * is stored already is only deleted, and a start stopped half-way finishes on the next. Other files are left.
 */
export async function moveDiskFilesIn(dataDir: string, blobs: BlobStore): Promise<number> {
  const kinds = [
    { dir: audioDir(dataDir), name: STORED_NAME, key: audioKey, type: (ext: string) => AUDIO_TYPES[ext as AudioExt] },
    { dir: photosDir(dataDir), name: PHOTO_NAME, key: photoKey, type: (ext: string) => imageMimeOf(ext) ?? 'application/octet-stream' },
  ];
  let moved = 0;
  for (const kind of kinds) {
    for (const name of await namesIn(kind.dir)) {
      if (!kind.name.test(name)) continue;
      const file = path.join(kind.dir, name);
      const { size } = await stat(file);
      await blobs.put(kind.key(name), createReadStream(file), { size, contentType: kind.type(name.split('.')[1]) });
      await rm(file, { force: true });
      moved++;
    }
  }
  return moved;
}
