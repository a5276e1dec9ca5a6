import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { getUser, type UserProfile, updateUser } from '@shared/contracts/users';
import { apiCall } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { notifySuccess, serverMessageOr } from '../../../lib/notify';
import { type SessionUser, updateSessionUser } from '../../../lib/session';
import { onlineFirstWrite } from '../../../offline/queued-write';
import { type ProfileFormValues, toFormData, toUpdateBody } from '../forms/profile-form';
import { profileKeys } from './profile-keys';

/** A missing user (the screen then leaves for /login); offline, the form keeps the stored user's fields. */
function profileLoadFailure(error: unknown): string | null {
  if (isApiError(error) && error.status === 404) return 'User not found';
  return isApiError(error) && error.isNetwork ? null : 'Failed to fetch user profile';
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
  user: Pick<SessionUser, 'id' | 'role'>;
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
  label: () => 'Update profile',
  params: ({ user }: ProfileEdit) => ({ id: user.id }),
  body: ({ values, isAgent }) => toUpdateBody(values, isAgent),
  invalidates: ({ user }) => [profileKeys.user(user.id)],
  sendOnline: ({ user, values, photo, isAgent }) => apiCall(updateUser, { params: { id: user.id }, body: toFormData(toUpdateBody(values, isAgent), photo) }).then((r) => r.data),
});

/** The save's failure text, shown in the form as well as toasted. */
export const profileSaveFailure = (error: unknown) => serverMessageOr(error, 'Profile update failed');

/** 'Update Profile': the session takes the server's answer, or (queued) the edit right away. */
export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: writeProfile,
    meta: { errorToast: profileSaveFailure },
    onSuccess: (outcome, { user, values, isAgent }) => {
      if (outcome.queued) {
        const { agentProfile: _profile, numberOfChildren, ...fields } = toUpdateBody(values, isAgent);
        updateSessionUser({ ...fields, numberOfChildren: numberOfChildren === '' ? null : Number(numberOfChildren) });
        notifySuccess('Profile saved on this device. It will sync when you are back online.');
      } else {
        updateSessionUser(sessionFields(outcome.answer));
        client.setQueryData(profileKeys.user(user.id), outcome.answer);
        notifySuccess('Profile updated successfully');
      }
    },
  });
}
