/**
 * S4: a session token has one spelling. jose (the JWT library) decodes base64url leniently, so the server
 * checks that every part is exactly the base64url of its bytes before it verifies the signature.
 */
import { jwtVerify, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { signSessionToken, verifySessionToken } from '@server/lib/session-token';

const SECRET = 'a-test-secret-of-some-length';
const NOW = new Date('2026-03-02T10:00:00Z');
const CLAIMS = { sub: '4b1c3a52-8d0e-4f3e-9a51-0c9a7d1e2f33', role: 'engaged_agent', cid: null, tv: 3 };
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Other spellings of the same token: the same bytes in every part, so the signature still matches. */
function respellings(token: string): Record<string, string> {
  const [header, body, signature] = token.split('.');
  // 32 signature bytes take 43 characters; the last one carries 4 bits and 2 unused ones.
  const neighbour = ALPHABET[ALPHABET.indexOf(signature.at(-1) as string) ^ 1];
  return {
    'last signature character with other unused bits': `${header}.${body}.${signature.slice(0, -1)}${neighbour}`,
    'padding appended': `${token}=`,
    'padding on the body': `${header}.${body}=.${signature}`,
    'standard base64 letters': token.replace(/-/g, '+').replace(/_/g, '/'),
  };
}

describe('session tokens (jose, HS256)', () => {
  it('signs the claims with a 30-day expiry read against the given clock', async () => {
    const token = await signSessionToken(CLAIMS, SECRET, 30 * 24 * 3600, NOW);
    const session = await verifySessionToken(token, SECRET, NOW);
    expect(session).toMatchObject({ ...CLAIMS, expiresAt: new Date(NOW.getTime() + 30 * 24 * 3600_000) });
    expect(session?.jti).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(await verifySessionToken(token, SECRET, new Date(NOW.getTime() + 30 * 24 * 3600_000 - 1000))).toMatchObject(CLAIMS);
    expect(await verifySessionToken(token, SECRET, new Date(NOW.getTime() + 30 * 24 * 3600_000))).toBeNull();
    expect(await verifySessionToken(token, 'another-secret', NOW)).toBeNull();
  });

  it('refuses every other spelling of a genuine token, which jose alone would let in', async () => {
    const token = await signSessionToken(CLAIMS, SECRET, 3600, NOW);
    const key = new TextEncoder().encode(SECRET);
    const [, , signature] = token.split('.');
    const variants = respellings(token);
    expect(Buffer.from(variants['last signature character with other unused bits'].split('.')[2], 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
    for (const [name, variant] of Object.entries(variants)) {
      if (variant === token) continue;
      expect(await verifySessionToken(variant, SECRET, NOW), name).toBeNull();
    }
    const lenient = await jwtVerify(variants['last signature character with other unused bits'], key, { currentDate: NOW });
    expect(lenient.payload.sub).toBe(CLAIMS.sub);
    expect(await verifySessionToken(`${token}!!`, SECRET, NOW)).toBeNull();
  });

  it('gives each token its own id (what sign-out revokes), and refuses a token without one', async () => {
    const [a, b] = await Promise.all([signSessionToken(CLAIMS, SECRET, 3600, NOW), signSessionToken(CLAIMS, SECRET, 3600, NOW)]);
    expect((await verifySessionToken(a, SECRET, NOW))?.jti).not.toBe((await verifySessionToken(b, SECRET, NOW))?.jti);
    const iat = Math.floor(NOW.getTime() / 1000);
    const withoutId = await new SignJWT({ ...CLAIMS }).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).setIssuedAt(iat).setExpirationTime(iat + 3600).sign(new TextEncoder().encode(SECRET));
    expect(await verifySessionToken(withoutId, SECRET, NOW)).toBeNull();
  });
});
