import { useMutation } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import { chooseLanguage } from '@app/i18n/i18n';
import { getSession, updateSessionUser } from '../lib/session';
import { notePickedSignedOut } from '../lib/session-language';

/**
 * Changes the language: on screen and on this device at once; signed in, on the user too (so it follows them to
 * another phone), queued when offline. Signed out (the sign-in screen), the pick wins at the next sign-in.
 * Used by LanguageSelect (sign-in screen and profile).
 */
export function useChangeLanguage() {
  return useMutation({
    mutationFn: async (language: Language) => {
      await chooseLanguage(language);
      const session = getSession();
      if (!session) return notePickedSignedOut();
      // Picking the language an account that never chose already shows still makes it the user's choice (ADR 0056).
      if (session.user.languageChosen && session.user.language === language) return;
      updateSessionUser({ language, languageChosen: true });
      const { saveLanguage } = await import('./save-language');
      await saveLanguage({ userId: session.user.id, language });
    },
  });
}
