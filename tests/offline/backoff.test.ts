import { describe, expect, it } from 'vitest';
import { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from '@app/offline/backoff';

describe('full-jitter backoff', () => {
  it('stays within [0, min(cap, base·2^attempt))', () => {
    for (let attempt = 0; attempt < 40; attempt += 1) {
      const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** attempt);
      expect(backoffDelay(attempt, () => 0)).toBe(0);
      expect(backoffDelay(attempt, () => 0.999999)).toBeLessThan(ceiling);
      expect(backoffDelay(attempt, () => 0.999999)).toBeGreaterThanOrEqual(ceiling * 0.999);
    }
  });

  it('starts at 2 s and never waits more than 5 minutes', () => {
    expect(backoffDelay(0, () => 0.9999)).toBeLessThan(2_000);
    expect(backoffDelay(1, () => 0.9999)).toBeGreaterThan(3_900);
    expect(backoffDelay(1_000, () => 0.9999)).toBeLessThanOrEqual(300_000);
    const samples = Array.from({ length: 2_000 }, () => backoffDelay(20));
    expect(Math.max(...samples)).toBeLessThan(300_000);
    // Jitter spreads the retries of many phones over the whole window.
    expect(Math.min(...samples)).toBeLessThan(30_000);
  });
});
