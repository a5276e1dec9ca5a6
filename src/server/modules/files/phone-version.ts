import { rm } from 'node:fs/promises';
import { PHONE_MAX_BITRATE } from '@shared/contracts/files';
import { AudioRejected, type PendingAudio } from './audio-store';
import { opusChannels } from './audio-sniff';

/**
 * Pairs a received phone version with its audio file (ADR 0052). It must be mono Opus in Ogg of at most
 * PHONE_MAX_BITRATE on average; one no smaller than the original is dropped, since the original is already
 * phone-sized and is what agents get.
 */
export async function attachPhoneVersion(original: PendingAudio | undefined, phone: PendingAudio): Promise<void> {
  if (!original || original.phone || !(await isPhoneSized(phone))) {
    await rm(phone.tempPath, { force: true });
    throw new AudioRejected('invalid_phone_version', phone.originalName);
  }
  if (phone.size >= original.size) await rm(phone.tempPath, { force: true });
  else original.phone = phone;
}

async function isPhoneSized(phone: PendingAudio): Promise<boolean> {
  if (phone.ext !== 'ogg' || !phone.duration) return false;
  const channels = await opusChannels(phone.tempPath);
  return channels === 1 && (phone.size * 8) / phone.duration <= PHONE_MAX_BITRATE;
}
