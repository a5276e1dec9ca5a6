import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { uuidFromWire, uuidToWire, wireUuid } from '@shared/contracts/wire-uuid';

describe('wire-uuid: a UUID sent as its 16 bytes in base64url (ADR 0076)', () => {
  it("is the bytes' standard base64url, 22 characters, and reads back as the same UUID", () => {
    for (const uuid of [...Array.from({ length: 500 }, () => randomUUID()), '00000000-0000-0000-0000-000000000000', 'ffffffff-ffff-ffff-ffff-ffffffffffff']) {
      const wire = uuidToWire(uuid);
      expect(wire).toBe(Buffer.from(uuid.replace(/-/g, ''), 'hex').toString('base64url'));
      expect(uuidFromWire(wire)).toBe(uuid);
      expect(z.decode(wireUuid, z.encode(wireUuid, uuid))).toBe(uuid);
    }
  });

  it('refuses what is not a lowercase UUID to send, nor 16 bytes in base64url to read', () => {
    expect(() => z.encode(wireUuid, 'c1')).toThrow();
    expect(() => z.encode(wireUuid, randomUUID().toUpperCase())).toThrow();
    for (const wire of ['', 'abc', `${uuidToWire(randomUUID())}A`, `${uuidToWire(randomUUID()).slice(0, 21)}B`, '+'.repeat(22)]) expect(wireUuid.safeParse(wire).success).toBe(false);
  });
});
