import { paginate } from '@shared/contracts/common';
import { FILE_MESSAGES } from '@shared/contracts/files';
import { Download } from '@server/lib/download';
import type { AuthUser } from '@server/plugins/auth';
import type { Upload } from '@server/plugins/endpoint-table';
import type { AppDeps } from '@server/context';
import { blobsOf } from '@server/db/blobs-of';
import { audioKey } from '@server/lib/blob-store';
import { AppError, badRequest, conflict, notFound } from '@server/lib/app-error';
import { AudioRejected, commitAudio, discardAudio, type PendingAudio, removeStoredAudio } from './audio-store';
import { deleteAudioFile, findAudioFile, insertAudioFile, isUsedByModule, listAudioFiles, toUploadedFile } from './files.repo';
import { type AudioForm, readAudioForm, UnsafeName } from './multipart-audio';

export { discardAudio, type PendingAudio } from './audio-store';
export { durationOf, insertPhoneVersions } from './files.repo';
export { probeDuration } from './audio-sniff';
export { moveDiskFilesIn } from './disk-files';

export const payloadTooLarge = (message: string) => new AppError(413, 'PAYLOAD_TOO_LARGE', message);

/** Single-file upload (field `file`) with the messages of spec part 2 §5. */
export async function uploadSingle(deps: AppDeps, user: AuthUser, upload: Upload | null) {
  if (!upload) throw badRequest(FILE_MESSAGES.noFile);
  const form = await readAudioUpload(deps, upload, 'file', { invalidType: () => FILE_MESSAGES.invalidType, tooLarge: () => FILE_MESSAGES.tooLarge });
  const [file, ...extra] = form.files;
  if (!file) throw badRequest(FILE_MESSAGES.noFile);
  await discardAudio(extra);
  await commitAudio(file, blobsOf(deps));
  const row = await insertAudioFile(deps.db, file, user.id);
  return { message: 'File uploaded successfully!', file: toUploadedFile(row) };
}

/** Copies received files into the blob store; on a failure the temp files not copied yet are removed too. */
export async function commitAudioFiles(deps: AppDeps, files: PendingAudio[]): Promise<void> {
  try {
    for (const f of files) await commitAudio(f, blobsOf(deps));
  } catch (err) {
    await discardAudio(files);
    throw err;
  }
}

/** Audio files and text fields of a multipart form, refusals worded by the caller (the training module form). */
export function readAudioUpload(
  deps: AppDeps,
  upload: Upload,
  fileField: string,
  messages: { invalidType: (name: string) => string; tooLarge: (name: string) => string },
): Promise<AudioForm> {
  return readAudioForm(upload, deps.config.dataDir, fileField).catch((err: unknown) => {
    throw uploadError(err, messages);
  });
}

/** Maps a refusal while receiving files to the caller's wording (single upload and module form differ). */
function uploadError(
  err: unknown,
  messages: { invalidType: (name: string) => string; tooLarge: (name: string) => string },
): unknown {
  if (err instanceof AudioRejected) {
    if (err.reason === 'invalid_phone_version') return badRequest(FILE_MESSAGES.invalidPhoneVersion);
    return err.reason === 'too_large' ? payloadTooLarge(messages.tooLarge(err.originalName)) : badRequest(messages.invalidType(err.originalName));
  }
  if (err instanceof UnsafeName) return badRequest(FILE_MESSAGES.invalidName);
  return err;
}

export async function listFilesPage(deps: AppDeps, page: number, limit: number) {
  const { rows, total } = await listAudioFiles(deps.db, page, limit);
  return { files: rows.map(toUploadedFile), pagination: paginate(page, limit, total) };
}

export async function fileDownload(deps: AppDeps, id: string): Promise<Download> {
  const row = await findAudioFile(deps.db, id);
  if (!row) throw notFound('File not found.');
  // A row whose bytes are missing (never moved into the store, removed by hand) is a 404 before any byte is sent.
  const blob = await blobsOf(deps).open(audioKey(row.fileName));
  if (!blob) throw notFound('File not found.');
  const ascii = row.originalName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return new Download(
    {
      'content-type': row.mimeType,
      'content-length': String(blob.size),
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.originalName)}`,
      'cache-control': 'private, no-store',
    },
    blob.stream(),
  );
}

export async function removeFile(deps: AppDeps, id: string) {
  const row = await findAudioFile(deps.db, id);
  if (!row) throw notFound('File not found.');
  if (await isUsedByModule(deps.db, id)) throw conflict(FILE_MESSAGES.inUse, 'FILE_IN_USE');
  const { unusedFileNames } = await deleteAudioFile(deps.db, row);
  for (const fileName of unusedFileNames) await removeStoredAudio(blobsOf(deps), fileName);
  return { message: 'File deleted successfully!' };
}
