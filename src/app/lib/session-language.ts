import { updateUser } from '@shared/contracts/users';
import { isLanguage, type Language } from '@shared/languages';
import { chooseLanguage, deviceLanguage, followBrowserLanguage, PSEUDO_LOCALE, readDeviceChoice } from '@app/i18n/i18n';
import { apiCall } from './api-client';
import { getSession, onSignIn, type Session, updateSessionUser } from './session';

/**
 * The language rule (docs/i18n.md, issue 15 item 2, ADR 0056): signed in, the app shows the language the user
 * chose, which follows them to another phone; an account that never chose one follows the device (the browser's
 * languages). A language picked on the sign-in screen (signed out) is a person's explicit wish: at the next sign-in
 * it wins and is saved to the user as their choice. The pseudo-locale (tests) always stays and is never saved.
 */
const PICKED_SIGNED_OUT = 'fap-language-picked';

/** A language picked while nobody is signed in: remembered for the next sign-in. */
export function notePickedSignedOut(): void {
  try {
    localStorage.setItem(PICKED_SIGNED_OUT, '1');
  } catch {
    // Without storage the pick still shows for this visit; the user's language applies at sign-in.
  }
}

function takePickedSignedOut(): boolean {
  try {
    const picked = localStorage.getItem(PICKED_SIGNED_OUT) === '1';
    localStorage.removeItem(PICKED_SIGNED_OUT);
    return picked;
  } catch {
    return false;
  }
}

/** Saves `language` on the user (online at sign-in: a failure leaves the device's choice and says nothing). */
async function saveOnUser(userId: string, language: Language): Promise<void> {
  const answer = await apiCall(updateUser, { params: { id: userId }, body: { language } });
  updateSessionUser({ language: answer.data.language, languageChosen: true });
}

export async function applySignInLanguage(session: Session): Promise<void> {
  const picked = takePickedSignedOut();
  const device = deviceLanguage();
  if (device === PSEUDO_LOCALE) return;
  const { language: stored, languageChosen } = session.user;
  if (picked && (device !== stored || !languageChosen)) {
    await chooseLanguage(device);
    await saveOnUser(session.user.id, device).catch(() => undefined);
  } else if (languageChosen && isLanguage(stored)) {
    await chooseLanguage(stored);
  } else {
    await followBrowserLanguage();
  }
}

/** A session kept from before the device stored a language (restored without a sign-in): the user's chosen language. */
export function restoreSessionLanguage(): Promise<void> | undefined {
  const user = getSession()?.user;
  if (readDeviceChoice() || !user?.languageChosen || !isLanguage(user.language)) return undefined;
  return chooseLanguage(user.language);
}

onSignIn((session) => void applySignInLanguage(session));

