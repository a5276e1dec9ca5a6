import { useTranslation } from 'react-i18next';

/**
 * The text of admin-written content (module, audio, question, option, incentive) for a language: its Kiswahili
 * text on a Kiswahili screen when one was written, otherwise the English one, which is always there (ADR 0057).
 */
export function contentText<T extends string | null>(language: string, en: T, sw: string | null | undefined): T | string {
  return language === 'sw' && sw ? sw : en;
}

/** `contentText` for the language on screen; the component re-renders when the language changes. */
export function useContentText(): <T extends string | null>(en: T, sw: string | null | undefined) => T | string {
  const { i18n } = useTranslation();
  return (en, sw) => contentText(i18n.language, en, sw);
}
