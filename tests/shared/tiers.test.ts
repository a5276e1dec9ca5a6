import { describe, expect, it } from 'vitest';
import { isoWeekOf, ladder, ladderState, localDay, nextTier, tierByName, tierFor } from '@shared/tiers';

describe('tiers by total points', () => {
  it.each([
    [0, 'Rookie', 'Rising Star'],
    [199, 'Rookie', 'Rising Star'],
    [200, 'Rising Star', 'Community Champion'],
    [399, 'Rising Star', 'Community Champion'],
    [400, 'Community Champion', 'Field Leader'],
    [699, 'Community Champion', 'Field Leader'],
    [700, 'Field Leader', 'Impact Hero'],
    [999, 'Field Leader', 'Impact Hero'],
    [1000, 'Impact Hero', null],
    [25_000, 'Impact Hero', null],
  ])('%i points: %s, next %s', (points, current, next) => {
    expect(tierFor(points).name).toBe(current);
    expect(nextTier(points)?.name ?? null).toBe(next);
  });

  it('carries the rewards of section 9', () => {
    expect(tierByName('Rising Star').reward).toBe('Field toolkit + training tips');
    expect(tierByName('Impact Hero')).toMatchObject({ min: 1000, max: null });
  });
});

describe('the ladder', () => {
  it('is Completed above a tier maximum, Current within its range, Locked otherwise', () => {
    expect(ladder(399).map((s) => s.state)).toEqual(['Completed', 'Current', 'Locked', 'Locked', 'Locked']);
    expect(ladder(400).map((s) => s.state)).toEqual(['Completed', 'Completed', 'Current', 'Locked', 'Locked']);
    expect(ladder(0).map((s) => s.state)).toEqual(['Current', 'Locked', 'Locked', 'Locked', 'Locked']);
    expect(ladder(5000).map((s) => s.state)).toEqual(['Completed', 'Completed', 'Completed', 'Completed', 'Current']);
    expect(ladderState(tierByName('Rookie'), 199)).toBe('Current');
    expect(ladderState(tierByName('Rookie'), 200)).toBe('Completed');
  });
});

describe('ISO weeks in Nairobi time', () => {
  it('turns at Monday 00:00 in Nairobi (Sunday 21:00 UTC)', () => {
    const sundayLate = isoWeekOf(new Date('2026-11-22T20:59:59Z'));
    const mondayEarly = isoWeekOf(new Date('2026-11-22T21:00:00Z'));
    expect(sundayLate.id).toBe('2026-W47');
    expect(mondayEarly.id).toBe('2026-W48');
    expect(sundayLate.startsAt.toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(sundayLate.endsBefore.toISOString()).toBe('2026-11-22T21:00:00.000Z');
    expect(mondayEarly.startsAt.toISOString()).toBe('2026-11-22T21:00:00.000Z');
  });

  it('numbers weeks across the year end by their Thursday', () => {
    expect(isoWeekOf(new Date('2026-12-31T12:00:00Z')).id).toBe('2026-W53');
    expect(isoWeekOf(new Date('2027-01-04T00:00:00Z')).id).toBe('2027-W01');
    expect(isoWeekOf(new Date('2025-12-29T06:00:00Z')).id).toBe('2026-W01');
  });

  it('gives the local day for once-per-day limits', () => {
    expect(localDay(new Date('2026-11-22T20:59:00Z'))).toBe('2026-11-22');
    expect(localDay(new Date('2026-11-22T21:00:00Z'))).toBe('2026-11-23');
  });
});
