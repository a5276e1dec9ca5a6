import { useMutation } from '@tanstack/react-query';
import { updateUser } from '@shared/contracts/users';
import type { Language } from '@shared/languages';
import { chooseLanguage, i18n } from '@app/i18n/i18n';
import { apiCall } from '../lib/api-client';
import { getSession, updateSessionUser } from '../lib/session';
import { notePickedSignedOut } from '../lib/session-language';
import { onlineFirstWrite } from '../offline/queued-write';

/** The user's language, saved like the other profile fields: at once online, through the outbox offline. */
const saveLanguage = onlineFirstWrite({
  endpoint: updateUser,
  kind: 'profile.language',
  label: () => i18n.t('common:language.label'),
  params: ({ userId }: { userId: string; language: Language }) => ({ id: userId }),
  body: ({ language }) => ({ language }),
  invalidates: ({ userId }) => [['users', userId]],
  sendOnline: ({ userId, language }) => apiCall(updateUser, { params: { id: userId }, body: { language } }),
});

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
      if (session.user.language === language) return;
      updateSessionUser({ language });
      await saveLanguage({ userId: session.user.id, language });
    },
  });
}
