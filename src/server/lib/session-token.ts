import { jwtVerify, SignJWT } from 'jose';

export interface SessionClaims {
  sub: string;
  role: string;
  cid: string | null;
  /** token version: see users.token_version */
  tv: number;
}

const ALGORITHM = 'HS256';
const keyOf = (secret: string) => new TextEncoder().encode(secret);
const seconds = (at: Date) => Math.floor(at.getTime() / 1000);

/** An HS256 JWT (jose) carrying the claims, issued at `now` and valid for `ttlSeconds`. */
export function signSessionToken(claims: SessionClaims, secret: string, ttlSeconds: number, now: Date): Promise<string> {
  const iat = seconds(now);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
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

/** The claims of a canonical, correctly signed (HS256 only), unexpired token at `now`; otherwise null. */
export async function verifySessionToken(token: string, secret: string, now: Date): Promise<SessionClaims | null> {
  if (!isCanonical(token)) return null;
  try {
    const { payload } = await jwtVerify(token, keyOf(secret), { algorithms: [ALGORITHM], currentDate: now, requiredClaims: ['sub', 'exp'] });
    if (typeof payload.sub !== 'string' || typeof payload.tv !== 'number') return null;
    return { sub: payload.sub, role: String(payload.role), cid: typeof payload.cid === 'string' ? payload.cid : null, tv: payload.tv };
  } catch {
    return null;
  }
}
