import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@shared/languages';
import { DEVICE_KEY, PSEUDO_LOCALE, type ShownLanguage, deviceLanguage, readDeviceChoice } from './device-language';
import { en } from './messages/en';
import type { Messages } from './messages/shape';

export { PSEUDO_LOCALE, type ShownLanguage, deviceLanguage, readDeviceChoice };

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
