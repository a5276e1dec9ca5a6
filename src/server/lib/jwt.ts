import { createHmac, timingSafeEqual } from 'node:crypto';

export interface TokenClaims {
  sub: string;
  role: string;
  cid: string | null;
  /** token version: see users.token_version */
  tv: number;
  iat: number;
  exp: number;
}

const b64 = (data: string | Buffer) => Buffer.from(data).toString('base64url');
const HEADER = b64(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));

/** HS256 JWT with node:crypto: no dependency for ~30 lines. */
export function signToken(claims: Omit<TokenClaims, 'iat' | 'exp'>, secret: string, ttlSeconds: number, now: Date): string {
  const iat = Math.floor(now.getTime() / 1000);
  const body = b64(JSON.stringify({ ...claims, iat, exp: iat + ttlSeconds }));
  const signature = createHmac('sha256', secret).update(`${HEADER}.${body}`).digest('base64url');
  return `${HEADER}.${body}.${signature}`;
}

/** The claims of a well-formed, correctly signed, unexpired token; otherwise null. */
export function verifyToken(token: string, secret: string, now: Date): TokenClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3 || parts[0] !== HEADER) return null;
  const expected = createHmac('sha256', secret).update(`${parts[0]}.${parts[1]}`).digest();
  const given = Buffer.from(parts[2], 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8')) as TokenClaims;
    if (typeof claims.sub !== 'string' || typeof claims.exp !== 'number' || typeof claims.tv !== 'number') return null;
    if (claims.exp * 1000 <= now.getTime()) return null;
    return claims;
  } catch {
    return null;
  }
}
