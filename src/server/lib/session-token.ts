import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: string;
  cid: string | null;
  /** token version: see users.token_version */
  tv: number;
}

/**
 * A verified token: its claims, its id (`jti`, what sign-out revokes and what a queued write names as its
 * session, ADR 0046), when it was issued (the session's start) and when it expires.
 */
export interface VerifiedSession extends SessionClaims {
  jti: string;
  issuedAt: Date;
  expiresAt: Date;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** The `iat` of a token issued at `now`, as a date: JWT times are whole seconds. */
export const issuedAtOf = (now: Date): Date => new Date(seconds(now) * 1000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** An HS256 JWT (jose) carrying the claims and the id `jti` (a fresh one by default), issued at `now` and valid for `ttlSeconds`. */
export function signSessionToken(claims: SessionClaims, secret: string, ttlSeconds: number, now: Date, jti: string = randomUUID()): Promise<string> {
  const iat = seconds(now);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setJti(jti)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttlSeconds)
    .sign(keyOf(secret));
}

const BASE64URL = /^[A-Za-z0-9_-]*$/;

/**
 * One token has one spelling: jose decodes leniently (a trailing `=`, `+` and `/`, unused low bits in the last
 * character all give the same bytes), so each part must be exactly the base64url its bytes encode to.
 */
function isCanonical(token: string): boolean {
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => BASE64URL.test(part) && Buffer.from(part, 'base64url').toString('base64url') === part);
}

/**
 * The session of a canonical, correctly signed (HS256 only), unexpired token carrying an id (`jti`) and its issue time at `now`;
 * otherwise null. Tokens without an id (issued before sign-out existed) are refused: they could not be revoked.
 */
export async function verifySessionToken(token: string, secret: string, now: Date): Promise<VerifiedSession | null> {
  if (!isCanonical(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['sub', 'exp', 'jti', 'iat'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number' || typeof payload.jti !== 'string' || !UUID.test(payload.jti)) return null;
    return {
      sub: payload.sub,
      role: String(payload.role),
      cid: typeof payload.cid === 'string' ? payload.cid : null,
      tv: payload.tv,
      jti: payload.jti,
      issuedAt: new Date((payload.iat as number) * 1000),
      expiresAt: new Date((payload.exp as number) * 1000),
    };
  } catch {
    return null;
  }
}
