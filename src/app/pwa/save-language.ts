import { updateUser } from '@shared/contracts/users';
import type { Language } from '@shared/languages';
import { apiCall } from '../lib/api-client';
import { onlineFirstWrite } from '../offline/queued-write';

/**
 * The user's language, saved like the other profile fields: at once online, through the outbox offline. Its own
 * module, imported only when a signed-in user changes language, so the sign-in screen does not load the outbox (P1).
 */
export const saveLanguage = onlineFirstWrite({
  endpoint: updateUser,
  kind: 'profile.language',
  label: () => ({ key: 'common:language.label' }),
  params: ({ userId }: { userId: string; language: Language }) => ({ id: userId }),
  body: ({ language }) => ({ language }),
  invalidates: ({ userId }) => [['users', userId]],
  sendOnline: ({ userId, language }) => apiCall(updateUser, { params: { id: userId }, body: { language } }),
});
