import type { ResponseOf } from '@shared/contracts/endpoint';
import type * as sessions from '@shared/contracts/sessions';
import type { AppDeps } from '@server/context';
import { type AuthUser, purgeEndedSessions, purgeExpiredRevocations, revokeAllSessions, revokeSession } from '@server/plugins/auth';
import { purgeEndedCounters } from './rate-limits';

/** POST /auth/logout: the token of this call answers 401 from now on; the user's other devices stay signed in. */
export async function logout(deps: AppDeps, user: AuthUser): Promise<ResponseOf<typeof sessions.logout>> {
  await revokeSession(deps, user);
  return { message: 'Logged out successfully' };
}

/** POST /auth/logout-all: every token of the user issued so far answers 401, this one included. */
export async function logoutEverywhere(deps: AppDeps, user: AuthUser): Promise<ResponseOf<typeof sessions.logoutAll>> {
  await revokeAllSessions(deps, user.id);
  return { message: 'Signed out of all devices' };
}

/** The daily purge of the accounts tables: revocations of expired tokens, rate-limit windows that have ended, sessions of the past. */
export async function purgeExpiredAccountRows(deps: AppDeps): Promise<number> {
  const now = deps.clock.now();
  return (await purgeExpiredRevocations(deps, now)) + (await purgeEndedCounters(deps.db, now)) + (await purgeEndedSessions(deps, now));
}
