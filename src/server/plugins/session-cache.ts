import type { Db } from '../db/client';
import type { SessionCompany } from './auth.repo';
import type { VerifiedSession } from '../lib/session-token';
import type { Role } from '@shared/roles';

/**
 * What authentication learnt of one token: its verified claims (the same bytes under the same secret verify
 * the same way, so only the expiry is checked again) and who it is for now, valid while the auth epoch has
 * not moved (ADR 0024).
 */
export interface CachedSession {
  secret: string;
  claims: VerifiedSession;
  role: Role;
  companyId: string | null;
  name: string;
  company: SessionCompany | null;
  /** The auth epoch read in the same statement as the user, as PostgreSQL's bigint text. */
  epoch: string;
}

/** A few thousand signed-in devices per process; past that the oldest entry goes (Map keeps insertion order). */
const MAX_ENTRIES = 10_000;

/**
 * The per-process cache of sessions by token (the whole signed string), one per database handle, so that two app instances in
 * one process (the tests) each have their own as two processes do. Entries never need removing for
 * correctness: a stale one is recognised by its epoch and replaced.
 */
export class SessionCache {
  private readonly entries = new Map<string, CachedSession>();

  get(token: string): CachedSession | undefined {
    return this.entries.get(token);
  }

  set(token: string, session: CachedSession): void {
    this.entries.delete(token);
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(token, session);
  }

  delete(token: string): void {
    this.entries.delete(token);
  }
}

const caches = new WeakMap<Db, SessionCache>();

export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new SessionCache()));
  return cache;
}
