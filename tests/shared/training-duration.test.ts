import { describe, expect, it } from 'vitest';
import { trainingDuration, trainingDurationParts } from '@shared/contracts/reports';

const row = (from: string, to: string, status: 'completed' | 'in_progress' = 'completed') => ({ status, firstAccessDate: from, completionDate: to });

describe('training duration', () => {
  it('leaves out leading zero units and keeps the inner ones', () => {
    expect(trainingDurationParts(row('2026-11-01T08:00:00Z', '2026-11-02T08:00:05Z'))).toEqual([
      { unit: 'd', n: 1 },
      { unit: 'h', n: 0 },
      { unit: 'm', n: 0 },
      { unit: 's', n: 5 },
    ]);
    expect(trainingDuration(row('2026-11-01T08:00:00Z', '2026-11-01T08:02:03Z'))).toBe('2m 3s');
  });

  it('is zero seconds for a completion before the first access, and null for a row not completed', () => {
    expect(trainingDuration(row('2026-11-01T08:00:00Z', '2026-11-01T07:00:00Z'))).toBe('0s');
    expect(trainingDurationParts(row('2026-11-01T08:00:00Z', '2026-11-01T09:00:00Z', 'in_progress'))).toBeNull();
  });
});
