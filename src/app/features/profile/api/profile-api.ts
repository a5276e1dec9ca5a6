import { queryOptions } from '@tanstack/react-query';
import { getUser, type UserProfile, updateUser } from '@shared/contracts/users';
import { apiCall } from '../../../lib/api-client';
import { type SessionUser, updateSessionUser } from '../../../lib/session';
import { enqueue } from '../../../offline/outbox';
import { type ProfileFormValues, toFormData, toUpdateBody } from '../forms/profile-form';

export const profileKey = (id: string) => ['users', id] as const;

/** The screen shows its own messages (spec part 2 §8), so the query stays silent. */
export const profileQuery = (id: string) =>
  queryOptions({
    queryKey: profileKey(id),
    queryFn: ({ signal }) => apiCall(getUser, { params: { id }, query: { includeProfile: 'true' }, signal }).then((r) => r.data),
    meta: { silent: true },
    retry: false,
  });

/** The stored session user follows the profile: the shell shows the new name and photo at once. */
function sessionFields(profile: UserProfile): Partial<SessionUser> {
  const { company: _company, ...user } = profile;
  return user;
}

export type SaveOutcome = 'saved' | 'queued';

/**
 * Online: PUT /users/{id} as multipart with the photo, and the session takes the answer. Offline: the fields
 * go through the outbox (the photo needs a connection) and the session takes the edit right away.
 */
export async function saveProfile(
  user: Pick<SessionUser, 'id' | 'role'>,
  values: ProfileFormValues,
  photo: File | null,
  options: { online: boolean; isAgent: boolean },
): Promise<{ outcome: SaveOutcome; profile?: UserProfile }> {
  const body = toUpdateBody(values, options.isAgent);
  if (!options.online) {
    await enqueue(updateUser, { params: { id: user.id }, body, kind: 'profile.update', label: 'Update profile', invalidates: [[...profileKey(user.id)]] });
    const { agentProfile: _profile, numberOfChildren, ...fields } = body;
    updateSessionUser({ ...fields, numberOfChildren: numberOfChildren === '' ? null : Number(numberOfChildren) });
    return { outcome: 'queued' };
  }
  const { data } = await apiCall(updateUser, { params: { id: user.id }, body: toFormData(body, photo) });
  updateSessionUser(sessionFields(data));
  return { outcome: 'saved', profile: data };
}
