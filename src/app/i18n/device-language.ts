import { DEFAULT_LANGUAGE, type Language, isLanguage, languageFromTags } from '@shared/languages';

/**
 * The pseudo-locale: every text bracketed and accented, so the e2e suite can find text that bypassed the message
 * files (tests/e2e/pseudo-locale.test.ts). Chosen only through the device setting; never offered to people.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type ShownLanguage = Language | typeof PSEUDO_LOCALE;

export const DEVICE_KEY = 'fap-language';

export const isShown = (value: unknown): value is ShownLanguage => isLanguage(value) || value === PSEUDO_LOCALE;

/**
 * The language this device uses before anyone signs in: the one chosen here, else the browser's. Its own module
 * (no i18next): the public screens' pages run it before they paint (language-gate.ts, ADR 0025).
 */
export function deviceLanguage(): ShownLanguage {
  return readDeviceChoice() ?? browserLanguage();
}

/** The browser's language ('sw', 'sw-KE' → Kiswahili, else English): what an account that never chose one sees (ADR 0056). */
export const browserLanguage = (): ShownLanguage =>
  languageFromTags(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);

/** The language a person chose on this device (or the user's, kept at sign-in); null: none yet, the browser's decides. */
export function readDeviceChoice(): ShownLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(DEVICE_KEY);
    return isShown(value) ? value : null;
  } catch {
    return null;
  }
}

/** Forgets the language kept on this device (another user's, kept at their sign-in): the browser's decides again. */
export function forgetDeviceChoice(): void {
  try {
    globalThis.localStorage?.removeItem(DEVICE_KEY);
  } catch {
    // Without storage nothing was kept.
  }
}

/** Whether this device shows the app in the default language (English), as the public screens' pages are built. */
export const showsDefaultLanguage = (): boolean => deviceLanguage() === DEFAULT_LANGUAGE;
