import { randomBytes, scryptSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@server/lib/password';

/** A stored hash made with another cost, as an older (or later) version of the server wrote it. */
function hashWithCost(password: string, N: number, r: number, p: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 64, { N, r, p, maxmem: 256 * 1024 * 1024 });
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

describe('password hashes', () => {
  it('verifies a hash it made, and refuses another password', async () => {
    const stored = await hashPassword('Demo@1234');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await verifyPassword('Demo@1234', stored)).toBe(true);
    expect(await verifyPassword('Demo@12345', stored)).toBe(false);
  });

  it('verifies a hash stored with another cost by that cost, so raising the cost breaks no account', async () => {
    expect(await verifyPassword('Demo@1234', hashWithCost('Demo@1234', 8192, 8, 1))).toBe(true);
    expect(await verifyPassword('Demo@1234', hashWithCost('Demo@1234', 32768, 8, 1))).toBe(true);
    expect(await verifyPassword('wrong', hashWithCost('Demo@1234', 32768, 8, 1))).toBe(false);
  });

  it('refuses a stored cost it would never make instead of spending memory or time on it', async () => {
    const [, , , , salt, hash] = (await hashPassword('Demo@1234')).split('$');
    for (const [N, r, p] of [['3000', '8', '1'], [String(2 ** 20), '8', '1'], ['16384', '64', '1'], ['16384', '8', '99'], ['x', '8', '1'], ['16384', '', '1']]) {
      expect(await verifyPassword('Demo@1234', ['scrypt', N, r, p, salt, hash].join('$'))).toBe(false);
    }
    expect(await verifyPassword('Demo@1234', 'bcrypt$whatever')).toBe(false);
  });
});
