import type { Upload } from '@server/plugins/endpoint-table';
import { MAX_AUDIO_BYTES, PHONE_VERSION_FIELD } from '@shared/contracts/files';
import { discardAudio, type PendingAudio, receiveAudio } from './audio-store';
import { attachPhoneVersion } from './phone-version';

export interface AudioForm {
  fields: Record<string, string | string[]>;
  files: PendingAudio[];
}

/**
 * A name as the browser sent it (`preservePath` keeps what a client put there): a name with a path, a
 * parent reference or control characters is refused, never cleaned up and used.
 */
export function isSafeOriginalName(name: string): boolean {
  return name.length > 0 && name.length <= 255 && !/[/\\\u0000-\u001f\u007f]/.test(name) && name !== '.' && name !== '..';
}

export class UnsafeName extends Error {}

/**
 * Per-request parser options: the 50 MB cap makes the parser stop writing and mark the file `truncated`
 * (the rest of that part is drained, not buffered); `throwFileSizeLimit` (read at run time, missing from the
 * typings) is off so the cap is reported by receiveAudio with the screen's own message.
 */
const PARTS_OPTIONS = {
  preservePath: true,
  throwFileSizeLimit: false,
  // Fields: the module form's texts, up to 100 kept audio ids and two titles per audio (keepAudioIds' cap).
  limits: { fileSize: MAX_AUDIO_BYTES, files: 40, fields: 320 },
} as Parameters<Upload['parts']>[0];

/**
 * Reads a multipart request: text fields collected (repeated names become arrays), each file of `fileField`
 * streamed to the temp folder by receiveAudio, each optionally followed by its phone version (PHONE_VERSION_FIELD).
 * Files of other fields are drained unread. On any refusal every temp file of this request is removed before the
 * error goes on.
 */
export async function readAudioForm(upload: Upload, dataDir: string, fileField: string): Promise<AudioForm> {
  const fields: AudioForm['fields'] = {};
  const files: PendingAudio[] = [];
  try {
    const parts = upload.parts(PARTS_OPTIONS);
    for await (const part of parts) {
      if (part.type === 'field') {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        const existing = fields[part.fieldname];
        fields[part.fieldname] = existing === undefined ? value : [...(Array.isArray(existing) ? existing : [existing]), value];
        continue;
      }
      const isPhone = part.fieldname === PHONE_VERSION_FIELD;
      if (part.fieldname !== fileField && !isPhone) {
        part.file.resume();
        continue;
      }
      if (!isSafeOriginalName(part.filename)) {
        part.file.resume();
        throw new UnsafeName(part.filename);
      }
      const received = await receiveAudio(part.file, part.filename, dataDir);
      if (isPhone) await attachPhoneVersion(files.at(-1), received);
      else files.push(received);
    }
    return { fields, files };
  } catch (err) {
    await discardAudio(files);
    throw err;
  }
}

