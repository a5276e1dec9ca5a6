import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { logoutAll } from '@shared/contracts/sessions';
import { getUser, type UserProfile, updateUser } from '@shared/contracts/users';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { isApiError } from '@app/lib/api-error';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { type SessionUser, updateSessionUser } from '@app/lib/session';
import { onlineFirstWrite } from '@app/offline/queued-write';
import { type ProfileFormValues, toFormData, toUpdateBody } from '../forms/profile-form';
import { profileKeys } from './profile-keys';

/** A missing user (the screen then leaves for /login); offline, the form keeps the stored user's fields. */
function profileLoadFailure(error: unknown): string | null {
  if (isApiError(error) && error.status === 404) return i18n.t('profile:notFound');
  return isApiError(error) && error.isNetwork ? null : i18n.t('profile:loadFailed');
}

export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: profileKeys.user(id),
    queryFn: ({ signal }) => apiCall(getUser, { params: { id }, query: { includeProfile: 'true' }, signal }).then((r) => r.data),
    meta: { errorToast: profileLoadFailure },
    retry: false,
  });

/** The stored session user follows the profile: the shell shows the new name and photo at once. */
function sessionFields(profile: UserProfile): Partial<SessionUser> {
  const { company: _company, ...user } = profile;
  return user;
}

interface ProfileEdit {
  user: Pick<SessionUser, 'id' | 'role' | 'email' | 'phoneNumber'>;
  values: ProfileFormValues;
  photo: File | null;
  isAgent: boolean;
}

/**
 * Online: PUT /users/{id} as multipart with the photo. Offline: the fields go through the outbox (the photo
 * needs a connection).
 */
const writeProfile = onlineFirstWrite({
  endpoint: updateUser,
  kind: 'profile.update',
  // The Sync page shows the label as saved: in the language on screen at the time.
  label: () => ({ key: 'profile:queueLabel' }),
  params: ({ user }: ProfileEdit) => ({ id: user.id }),
  body: ({ values, isAgent }) => toUpdateBody(values, isAgent),
  invalidates: ({ user }) => [profileKeys.user(user.id)],
  sendOnline: ({ user, values, photo, isAgent }) => apiCall(updateUser, { params: { id: user.id }, body: toFormData(toUpdateBody(values, isAgent), photo) }).then((r) => r.data),
});

/** The save's failure text, shown in the form as well as toasted. */
export const profileSaveFailure = (error: unknown) => serverMessageOr(error, i18n.t('profile:saveFailed'));

/** A new email or phone number signs the user out on every device, this one included (issue 13 item 1). */
const signInDetailsChanged = (before: ProfileEdit['user'], after: UserProfile) =>
  before.email.toLowerCase() !== after.email.toLowerCase() || before.phoneNumber !== after.phoneNumber;

/**
 * 'Update Profile': the session takes the server's answer, or (queued) the edit right away. When the server
 * signed the user out because their email or phone number changed, `onSignedOut` leaves this device too.
 */
export function useSaveProfile(onSignedOut: () => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeProfile,
    meta: { errorToast: profileSaveFailure },
    onSuccess: (outcome, { user, values, isAgent }) => {
      if (!outcome.queued && signInDetailsChanged(user, outcome.answer)) {
        notifySuccess(i18n.t('profile:signedOut'));
        onSignedOut();
      } else if (outcome.queued) {
        const { agentProfile: _profile, numberOfChildren, ...fields } = toUpdateBody(values, isAgent);
        updateSessionUser({ ...fields, numberOfChildren: numberOfChildren === '' ? null : Number(numberOfChildren) });
        notifySuccess(i18n.t('profile:savedOffline'));
      } else {
        updateSessionUser(sessionFields(outcome.answer));
        client.setQueryData(profileKeys.user(user.id), outcome.answer);
        notifySuccess(i18n.t('profile:saved'));
      }
    },
  });
}

/** 'Sign out of all devices': every token of the user ends on the server; `onDone` then leaves this device. */
export function useSignOutEverywhere(onDone: () => void) {
  return useMutation({
    mutationFn: () => apiCall(logoutAll),
    meta: { errorToast: (error: unknown) => serverMessageOr(error, i18n.t('profile:devices.failed')) },
    onSuccess: () => {
      notifySuccess(i18n.t('profile:devices.done'));
      onDone();
    },
  });
}
