import { looksLikeAudio, MAX_AUDIO_BYTES } from '@shared/contracts/files';
import { i18n } from '@app/i18n/i18n';

/** The module form's per-file checks (spec part 2 §5): a refused file is dropped with its message. */
export function checkModuleFiles(files: File[]): { accepted: File[]; messages: string[] } {
  const accepted: File[] = [];
  const messages: string[] = [];
  for (const file of files) {
    if (!looksLikeAudio(file)) messages.push(i18n.t('training:form.notAudio', { name: file.name }));
    else if (file.size > MAX_AUDIO_BYTES) messages.push(i18n.t('training:form.tooLarge', { name: file.name }));
    else accepted.push(file);
  }
  return { accepted, messages };
}

/** Description cut at 50 characters plus an ellipsis (spec part 2 §9). */
export const truncate50 = (text: string | null) => (text && text.length > 50 ? `${text.slice(0, 50)}...` : (text ?? ''));
