import { MAX_PROFILE_PHOTO_BYTES, PHOTO_FIELD, PHOTO_TOO_LARGE } from '@shared/contracts/users';
import { badRequest } from '@server/lib/app-error';
import type { Upload } from '@server/plugins/endpoint-table';

export interface ProfileForm {
  /** The text fields, `agentProfile[key]` gathered into a nested `agentProfile` object. */
  fields: Record<string, unknown>;
  /** The photo's bytes when a non-empty file came in the photo field. */
  photo?: Buffer;
}

/**
 * The parser stops writing at the cap and marks the file truncated (the rest is drained, never buffered), so
 * an oversized photo costs at most 10 MB of memory and is refused with the screen's own message.
 */
const PARTS_OPTIONS = {
  throwFileSizeLimit: false,
  limits: { fileSize: MAX_PROFILE_PHOTO_BYTES, files: 1, fields: 30 },
} as Parameters<Upload['parts']>[0];

const NESTED = /^agentProfile\[(\w+)\]$/;

function place(fields: Record<string, unknown>, name: string, value: string): void {
  const nested = NESTED.exec(name);
  if (!nested) {
    fields[name] = value;
    return;
  }
  const profile = (fields.agentProfile ??= {}) as Record<string, unknown>;
  profile[nested[1]] = value;
}

/** Reads PUT /users/{id}: multipart from the profile screen, or the JSON body the outbox sends offline edits as. */
export async function readProfileForm(upload: Upload | null, body: unknown): Promise<ProfileForm> {
  if (!upload) return { fields: (body ?? {}) as Record<string, unknown> };
  const fields: Record<string, unknown> = {};
  let photo: Buffer | undefined;
  for await (const part of upload.parts(PARTS_OPTIONS)) {
    if (part.type === 'field') {
      place(fields, part.fieldname, typeof part.value === 'string' ? part.value : String(part.value));
      continue;
    }
    if (part.fieldname !== PHOTO_FIELD) {
      part.file.resume();
      continue;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
    if (part.file.truncated) throw badRequest(PHOTO_TOO_LARGE, { [PHOTO_FIELD]: PHOTO_TOO_LARGE });
    const bytes = Buffer.concat(chunks);
    if (bytes.length > 0) photo = bytes;
  }
  return { fields, photo };
}
