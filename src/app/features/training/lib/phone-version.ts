import { PHONE_VERSION_FIELD } from '@shared/contracts/files';

/** Speech-grade for a phone speaker (ADR 0052): a quarter of a 96 kbps upload, under the 32 kbps the server accepts. */
const PHONE_BITRATE = 24_000;

/**
 * The phone version of an audio file: mono Opus at 24 kbps in Ogg, made here with WebCodecs through mediabunny
 * (loaded only when an admin uploads). Null when this browser cannot decode the file or encode Opus: the original
 * is then what agents get.
 */
export async function makePhoneVersion(file: File): Promise<File | null> {
  if (typeof AudioEncoder === 'undefined') return null;
  try {
    const { ALL_FORMATS, BlobSource, BufferTarget, Conversion, Input, OggOutputFormat, Output, Quality } = await import('mediabunny');
    const target = new BufferTarget();
    const conversion = await Conversion.init({
      input: new Input({ source: new BlobSource(file), formats: ALL_FORMATS }),
      output: new Output({ format: new OggOutputFormat(), target }),
      // Opus encodes at 48 kHz; the original's rate is resampled.
      audio: { codec: 'opus', numberOfChannels: 1, sampleRate: 48_000, quality: new Quality({ bitrate: PHONE_BITRATE }), forceTranscode: true },
      video: { discard: true },
    });
    if (!conversion.isValid) return null;
    await conversion.execute();
    if (!target.buffer) return null;
    return new File([target.buffer], `${file.name.replace(/\.[^.]+$/, '')}.phone.ogg`, { type: 'audio/ogg' });
  } catch {
    return null;
  }
}

/**
 * Appends each file to a multipart form, each followed by its phone version where one is made and is smaller (an
 * already small file is its own phone version); the server pairs a phone version with the file before it.
 */
export async function appendWithPhoneVersions(form: FormData, field: string, files: File[]): Promise<void> {
  for (const file of files) {
    const phone = await makePhoneVersion(file);
    form.append(field, file, file.name);
    if (phone && phone.size < file.size) form.append(PHONE_VERSION_FIELD, phone, phone.name);
  }
}
