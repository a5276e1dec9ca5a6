import type { Role } from '@shared/roles';
import { SESSION_KEYS } from './session-keys';

/** The stored user (spec: id, name, role, companyId, companyName, photoUrl plus profile fields). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  companyId: string | null;
  companyName: string | null;
  companyKind: 'seed' | 'lender' | null;
  companySlug: string | null;
  companyLogoUrl: string | null;
  /** Absent in a session stored before the company setting existed: read as District until the next sign-in or profile read. */
  companyAreaLabel?: 'county' | 'district' | null;
  photoUrl: string | null;
  phoneNumber: string | null;
  [field: string]: unknown;
}

export interface Session {
  token: string;
  role: Role;
  user: SessionUser;
}

const KEYS = SESSION_KEYS;
const listeners = new Set<() => void>();
let cached: Session | null | undefined;

/**
 * Kept in localStorage (spec part 1 §3 allows either storage): an installed app reopened without signal must
 * still be signed in (docs/adr/0003). Cleared on logout and on any 401.
 */
export function getSession(): Session | null {
  if (cached !== undefined) return cached;
  const token = localStorage.getItem(KEYS.token);
  const role = localStorage.getItem(KEYS.role) as Role | null;
  const userText = localStorage.getItem(KEYS.user);
  cached = null;
  if (token && role && userText) {
    try {
      cached = { token, role, user: JSON.parse(userText) as SessionUser };
    } catch {
      cached = null;
    }
  }
  return cached;
}

const signInListeners = new Set<(session: Session) => void>();

/** Told when a new session is saved (sign-in, registration), not when the stored user changes. */
export function onSignIn(listener: (session: Session) => void): () => void {
  signInListeners.add(listener);
  return () => signInListeners.delete(listener);
}

export function saveSession(session: Session): void {
  const signingIn = getSession()?.token !== session.token;
  localStorage.setItem(KEYS.token, session.token);
  localStorage.setItem(KEYS.role, session.role);
  localStorage.setItem(KEYS.user, JSON.stringify(session.user));
  cached = session;
  listeners.forEach((l) => l());
  if (signingIn) signInListeners.forEach((l) => l(session));
}

export function updateSessionUser(patch: Partial<SessionUser>): void {
  const current = getSession();
  if (current) saveSession({ ...current, user: { ...current.user, ...patch }, role: (patch.role as Role | undefined) ?? current.role });
}

export function clearSession(): void {
  Object.values(KEYS).forEach((k) => localStorage.removeItem(k));
  cached = null;
  listeners.forEach((l) => l());
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || Object.values(KEYS).includes(event.key as (typeof KEYS)[keyof typeof KEYS])) {
      cached = undefined;
      listeners.forEach((l) => l());
    }
  });
}
