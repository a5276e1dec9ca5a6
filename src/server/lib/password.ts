import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
interface Cost {
  N: number;
  r: number;
  p: number;
}
/** The cost of new hashes. */
const COST: Cost = { N: 16384, r: 8, p: 1 };
/** scrypt needs 128·N·r bytes: room for the largest cost `storedCost` accepts (2^17, r = 16); new hashes use 16 MiB. */
const MAX_MEMORY = 256 * 1024 * 1024;

function derive(password: string, salt: Buffer, cost: Cost): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...cost, maxmem: MAX_MEMORY }, (err, key) => (err ? reject(err) : resolve(key))),
  );
}

/** The cost a stored hash was made with, if it is one this server would make (a stored hash is not trusted to set any cost). */
function storedCost(n: string, r: string, p: string): Cost | null {
  const cost = { N: Number(n), r: Number(r), p: Number(p) };
  const powerOfTwo = Number.isInteger(cost.N) && cost.N >= 1024 && cost.N <= 2 ** 17 && (cost.N & (cost.N - 1)) === 0;
  const small = (x: number, max: number) => Number.isInteger(x) && x >= 1 && x <= max;
  return powerOfTwo && small(cost.r, 16) && small(cost.p, 4) ? cost : null;
}

/** `scrypt$N$r$p$salt$hash`, so the cost can rise later without breaking stored hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, COST);
  return ['scrypt', COST.N, COST.r, COST.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, saltText, hashText] = stored.split('$');
  const cost = storedCost(n, r, p);
  if (scheme !== 'scrypt' || !cost || !saltText || !hashText) return false;
  const expected = Buffer.from(hashText, 'base64url');
  // The hash's own cost: one made before the cost rose still verifies.
  const actual = await derive(password, Buffer.from(saltText, 'base64url'), cost);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
