/** Issue 32 item 8: the storage-permission word shows only when space is short (isSpaceShort). */
import { describe, expect, it } from 'vitest';
import { isSpaceShort } from '@app/offline/storage';

const MB = 1024 * 1024;
const status = (usage: number | null, quota: number | null) => ({ usage, quota, persisted: false });

describe('isSpaceShort', () => {
  it('is short under 50 MB or under a tenth of the quota left, not otherwise', () => {
    expect(isSpaceShort(status(10 * MB, 10_000 * MB))).toBe(false);
    expect(isSpaceShort(status(9_100 * MB, 10_000 * MB))).toBe(true);
    expect(isSpaceShort(status(960 * MB, 1_000 * MB))).toBe(true);
    expect(isSpaceShort(status(0, 40 * MB))).toBe(true);
  });

  it('says nothing when the browser does not tell, and is short when usage passed the quota', () => {
    expect(isSpaceShort(status(null, 1_000 * MB))).toBe(false);
    expect(isSpaceShort(status(10 * MB, null))).toBe(false);
    expect(isSpaceShort(status(1_200 * MB, 1_000 * MB))).toBe(true);
    expect(isSpaceShort(status(0, 0))).toBe(true);
  });
});
