import { z } from 'zod/mini';
import { defineEndpoint } from './endpoint';
import { messageResponse, pageOf, pageQuery, uuidParam } from './common';

/** 50 MB per audio file (spec part 2 §9). */
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024;

export const AUDIO_TYPES = {
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  aac: 'audio/aac',
  ogg: 'audio/ogg',
} as const;
export type AudioExt = keyof typeof AUDIO_TYPES;
/** The media types stored audio is answered with (the server tells the type by the file's bytes). */
export const AUDIO_MEDIA_TYPES = Object.values(AUDIO_TYPES);

/** Names the browser may report for the accepted types (the server checks the bytes anyway). */
export const AUDIO_ACCEPT = 'audio/mpeg,audio/mp3,audio/wav,audio/x-wav,audio/wave,audio/aac,audio/x-aac,audio/ogg,.mp3,.wav,.aac,.ogg';
const ACCEPTED_MIME = /^audio\/(mpeg|mp3|wav|x-wav|wave|vnd\.wave|aac|x-aac|aacp|ogg|vorbis)$/;
const ACCEPTED_EXT = /\.(mp3|wav|aac|ogg|oga)$/i;

/** The browser-side check before sending (spec part 2 §5): a listed MIME type or, when the browser gives none, the extension. */
export function looksLikeAudio(file: { name: string; type: string }): boolean {
  return file.type ? ACCEPTED_MIME.test(file.type) || (file.type === 'application/octet-stream' && ACCEPTED_EXT.test(file.name)) : ACCEPTED_EXT.test(file.name);
}

/**
 * The multipart part holding the phone version of the audio file sent just before it (ADR 0052): mono Opus in
 * Ogg made in the admin's browser, at most PHONE_MAX_BITRATE bits per second on average, container included.
 */
export const PHONE_VERSION_FIELD = 'phoneVersion';
export const PHONE_MAX_BITRATE = 32_000;

export const FILE_MESSAGES = {
  invalidType: 'Invalid file type. Only MP3, WAV, AAC, and OGG files are allowed.',
  tooLarge: 'File too large. Maximum size is 50MB.',
  invalidName: 'Invalid file name.',
  noFile: 'Please choose a file to upload.',
  inUse: 'This file is used by a training module. Remove it from the module first.',
  invalidPhoneVersion: 'The phone version must be mono Opus audio of at most 32 kbps, sent right after its audio file.',
} as const;

export const uploadedFileSchema = z.object({
  id: z.uuid(),
  originalName: z.string(),
  fileName: z.string(),
  fileSize: z.number().check(z.int()),
  mimeType: z.string(),
  duration: z.nullable(z.number()),
  createdAt: z.string(),
});
export type UploadedFile = z.infer<typeof uploadedFileSchema>;

export const uploadFile = defineEndpoint({
  method: 'POST',
  path: '/file-upload/upload',
  permission: 'files.manage',
  summary: 'Upload one audio file (multipart field `file`; MP3, WAV, AAC or OGG by content; at most 50 MB), optionally followed by its phone version (`phoneVersion`: mono Opus, at most 32 kbps)',
  tag: 'files',
  bodyKind: 'multipart',
  fileParts: { file: { types: AUDIO_MEDIA_TYPES, required: true }, [PHONE_VERSION_FIELD]: { types: [AUDIO_TYPES.ogg], required: false } },
  successStatus: 201,
  response: z.object({ message: z.string(), file: uploadedFileSchema }),
});

export const listFiles = defineEndpoint({
  method: 'GET',
  path: '/file-upload/files',
  permission: 'files.manage',
  summary: 'Uploaded files, newest first, paginated',
  tag: 'files',
  query: pageQuery,
  response: pageOf('files', uploadedFileSchema),
});

export const downloadFile = defineEndpoint({
  method: 'GET',
  path: '/file-upload/files/{id}/download',
  permission: 'files.manage',
  summary: 'The file under its original name (Content-Disposition)',
  tag: 'files',
  params: uuidParam,
  responseKind: 'download',
  downloadTypes: AUDIO_MEDIA_TYPES,
  response: z.never(),
});

export const deleteFile = defineEndpoint({
  method: 'DELETE',
  path: '/file-upload/files/{id}',
  permission: 'files.manage',
  summary: 'Delete a file that no module uses',
  tag: 'files',
  params: uuidParam,
  response: messageResponse,
});
