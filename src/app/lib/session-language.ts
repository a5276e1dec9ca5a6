import { updateUser } from '@shared/contracts/users';
import { isLanguage, type Language } from '@shared/languages';
import { chooseLanguage, deviceLanguage, PSEUDO_LOCALE, readDeviceChoice } from '@app/i18n/i18n';
import { apiCall } from './api-client';
import { getSession, onSignIn, type Session, updateSessionUser } from './session';

/**
 * The language rule (docs/i18n.md, issue 15 item 2): signed in, the app shows the user's language, which follows
 * them to another phone. A language picked on the sign-in screen (signed out) is a person's explicit wish: at the
 * next sign-in it wins and is saved to the user. The pseudo-locale (tests) always stays and is never saved.
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
  updateSessionUser({ language: answer.data.language });
}

export async function applySignInLanguage(session: Session): Promise<void> {
  const picked = takePickedSignedOut();
  const device = deviceLanguage();
  if (device === PSEUDO_LOCALE) return;
  const stored = session.user.language;
  if (picked && device !== stored) {
    await chooseLanguage(device);
    await saveOnUser(session.user.id, device).catch(() => undefined);
  } else if (isLanguage(stored)) {
    await chooseLanguage(stored);
  }
}

/** A session kept from before the device stored a language (restored without a sign-in): the user's language. */
export function restoreSessionLanguage(): Promise<void> | undefined {
  const stored = getSession()?.user.language;
  if (readDeviceChoice() || !isLanguage(stored)) return undefined;
  return chooseLanguage(stored);
}

onSignIn((session) => void applySignInLanguage(session));

