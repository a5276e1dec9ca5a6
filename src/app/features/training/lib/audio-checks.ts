import { looksLikeAudio, MAX_AUDIO_BYTES } from '@shared/contracts/files';

/** The module form's per-file checks (spec part 2 §5): a refused file is dropped with its message. */
export function checkModuleFiles(files: File[]): { accepted: File[]; messages: string[] } {
  const accepted: File[] = [];
  const messages: string[] = [];
  for (const file of files) {
    if (!looksLikeAudio(file)) messages.push(`${file.name} is not a valid audio file`);
    else if (file.size > MAX_AUDIO_BYTES) messages.push(`${file.name} is too large. Maximum size is 50MB`);
    else accepted.push(file);
  }
  return { accepted, messages };
}

/** Description cut at 50 characters plus an ellipsis (spec part 2 §9). */
export const truncate50 = (text: string | null) => (text && text.length > 50 ? `${text.slice(0, 50)}...` : (text ?? ''));
