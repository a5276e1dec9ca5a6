import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage, languageFromTags } from '@shared/languages';
import { en } from './messages/en';
import type { Messages } from './messages/shape';

/**
 * The pseudo-locale: every text bracketed and accented, so the e2e suite can find text that bypassed the message
 * files (tests/e2e/pseudo-locale.test.ts). Chosen only through the device setting; never offered to people.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type ShownLanguage = Language | typeof PSEUDO_LOCALE;

const DEVICE_KEY = 'fap-language';

/** English is in the entry chunk; the others are fetched when chosen (and precached by the worker for offline). */
const loaders: Record<ShownLanguage, () => Promise<Messages>> = {
  en: async () => en,
  sw: async () => (await import('./messages/sw')).sw,
  [PSEUDO_LOCALE]: async () => (await import('./pseudo-locale')).pseudoLocale(en),
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  resources: { en },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...Object.keys(loaders)],
  ns: Object.keys(en),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

const isShown = (value: unknown): value is ShownLanguage => isLanguage(value) || value === PSEUDO_LOCALE;

/** The language this device uses before anyone signs in: the one chosen here, else the browser's. */
export function deviceLanguage(): ShownLanguage {
  const chosen = readDeviceChoice();
  if (chosen) return chosen;
  return languageFromTags(typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
}

/** The language a person chose on this device (or the user's, kept at sign-in); null: none yet, the browser's decides. */
export function readDeviceChoice(): ShownLanguage | null {
  try {
    const value = globalThis.localStorage?.getItem(DEVICE_KEY);
    return isShown(value) ? value : null;
  } catch {
    return null;
  }
}

/** Shows the app in `language`, loading its texts first; `<html lang>` follows. */
export async function showLanguage(language: ShownLanguage): Promise<void> {
  if (!i18n.hasResourceBundle(language, 'common')) {
    const messages = await loaders[language]();
    for (const [ns, texts] of Object.entries(messages)) i18n.addResourceBundle(language, ns, texts, true, true);
  }
  await i18n.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language === PSEUDO_LOCALE ? DEFAULT_LANGUAGE : language;
}

/** The language chosen on this device (sign-in screen, profile, or the signed-in user's own): kept and shown. */
export async function chooseLanguage(language: ShownLanguage): Promise<void> {
  try {
    globalThis.localStorage?.setItem(DEVICE_KEY, language);
  } catch {
    // A device that refuses storage still shows the language for this visit.
  }
  await showLanguage(language);
}

/** The language on screen now, as the API stores it (the pseudo-locale counts as English). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Before the first render: the device's language, so no screen flashes in another one. */
export const startLanguage = (): Promise<void> | undefined => {
  const language = deviceLanguage();
  return language === DEFAULT_LANGUAGE ? undefined : showLanguage(language);
};
