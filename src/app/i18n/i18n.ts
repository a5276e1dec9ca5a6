import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, type Language, isLanguage } from '@shared/languages';
import {
  DEVICE_KEY,
  PSEUDO_LOCALE,
  type ShownLanguage,
  browserLanguage,
  deviceLanguage,
  forgetDeviceChoice,
  isShown,
  readDeviceChoice,
} from './device-language';
import { publicEn } from './messages/en/public';
import type { PublicMessages, SignedInMessages } from './messages/shape';

export { PSEUDO_LOCALE, type ShownLanguage, browserLanguage, deviceLanguage, readDeviceChoice };

/**
 * The texts come in two parts (docs/i18n.md, ADR 0026): the public screens' (English in the entry chunk) and the
 * signed-in screens' (a chunk per language, fetched once someone is signed in). Every chunk is precached by the
 * worker, so both load offline too.
 */
type Part = 'public' | 'signedIn';
const loaders: Record<ShownLanguage, { public: () => Promise<PublicMessages>; signedIn: () => Promise<SignedInMessages> }> = {
  en: {
    public: async () => publicEn,
    signedIn: async () => (await import('./messages/en/signed-in')).signedInEn,
  },
  sw: {
    public: async () => (await import('./messages/sw/public')).publicSw,
    signedIn: async () => (await import('./messages/sw/signed-in')).signedInSw,
  },
  [PSEUDO_LOCALE]: {
    public: async () => (await import('./pseudo-locale')).pseudoLocale(publicEn),
    signedIn: async () => {
      const [{ pseudoLocale }, { signedInEn }] = await Promise.all([import('./pseudo-locale'), import('./messages/en/signed-in')]);
      return pseudoLocale(signedInEn);
    },
  },
};

export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  // A copy: i18next merges the signed-in part into its resources in place, and the message files stay as written.
  resources: { en: structuredClone(publicEn) },
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...Object.keys(loaders)],
  ns: Object.keys(publicEn),
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
});

/** Each part of each language, fetched once; a failed fetch (offline before the worker cached it) may be retried. */
const loading = new Map<string, Promise<void>>([[`${DEFAULT_LANGUAGE}:public`, Promise.resolve()]]);
function loadOnce(key: string, language: ShownLanguage, texts: () => Promise<object>): Promise<void> {
  let loaded = loading.get(key);
  if (!loaded) {
    // Deep: `errors` and `validation` have keys in both parts.
    loaded = texts().then((messages) => {
      for (const [ns, namespace] of Object.entries(messages)) i18n.addResourceBundle(language, ns, namespace, true, true);
    });
    loading.set(key, loaded);
    loaded.catch(() => loading.delete(key));
  }
  return loaded;
}

/**
 * The server and the contracts speak English: lib/message-texts.ts finds their messages by the English texts
 * i18next holds, so another language's signed-in part brings English's signed-in `errors` and `validation` along.
 */
const signedInLookup = async () => (await import('./messages/en/signed-in-lookup')).signedInLookupEn;

function loadPart(language: ShownLanguage, part: Part): Promise<void> {
  const loaded = loadOnce(`${language}:${part}`, language, loaders[language][part]);
  if (part === 'public' || language === DEFAULT_LANGUAGE) return loaded;
  return Promise.all([loaded, loadOnce(`${DEFAULT_LANGUAGE}:lookup`, DEFAULT_LANGUAGE, signedInLookup)]).then(() => undefined);
}

let signedInTexts = false;
let shown: { language: ShownLanguage; done: Promise<void> } = { language: DEFAULT_LANGUAGE, done: Promise.resolve() };

/** Shows the app in `language`, loading its texts first (the signed-in part too once someone signed in); `<html lang>` follows. */
export function showLanguage(language: ShownLanguage): Promise<void> {
  const done = (async () => {
    await Promise.all([loadPart(language, 'public'), signedInTexts ? loadPart(language, 'signedIn') : undefined]);
    await i18n.changeLanguage(language);
    if (typeof document !== 'undefined') document.documentElement.lang = language === PSEUDO_LOCALE ? DEFAULT_LANGUAGE : language;
  })();
  shown = { language, done };
  return done;
}

/**
 * The signed-in screens' texts in the language shown (or being switched to, e.g. the user's at sign-in), and from
 * now on with every language shown. Started before the first render when a session exists; awaited by the signed-in
 * layout route, so no screen renders a raw key.
 */
export async function loadSignedInTexts(): Promise<void> {
  signedInTexts = true;
  const { language, done } = shown;
  const coming = loadPart(language, 'signedIn');
  // Whatever language ends up on screen (a switch that failed offline leaves the previous one) gets its part too.
  await done.catch(() => undefined);
  const onScreen = isShown(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  await Promise.all([coming, loadPart(onScreen, 'signedIn')]);
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

/** Shows the browser's language and keeps none on this device: for an account that never chose one (ADR 0056). */
export async function followBrowserLanguage(): Promise<void> {
  forgetDeviceChoice();
  await showLanguage(browserLanguage());
}

/** The language on screen now, as the API stores it (the pseudo-locale counts as English). */
export const currentLanguage = (): Language => (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);

/** Before the first render: the device's language, so no screen flashes in another one. */
export const startLanguage = (): Promise<void> | undefined => {
  const language = deviceLanguage();
  return language === DEFAULT_LANGUAGE ? undefined : showLanguage(language);
};
