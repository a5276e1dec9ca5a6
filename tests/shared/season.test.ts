import { describe, expect, it } from 'vitest';
import { isSeasonId, seasonById, seasonOf, zonedInstant } from '@shared/season';

describe('seasons: two a year, from 1 March and 1 September (Africa/Nairobi)', () => {
  it('names the season by its start and ends it where the next begins', () => {
    expect(seasonOf(new Date('2026-11-18T09:00:00Z'))).toEqual({ id: '2026-09', startsOn: '2026-09-01', endsBefore: '2027-03-01', label: 'Short rains 2026/27' });
    expect(seasonOf(new Date('2026-06-01T09:00:00Z'))).toEqual({ id: '2026-03', startsOn: '2026-03-01', endsBefore: '2026-09-01', label: 'Long rains 2026' });
  });

  it('puts January and February in the short rains season that began the September before', () => {
    expect(seasonOf(new Date('2027-01-10T09:00:00Z')).id).toBe('2026-09');
    expect(seasonOf(new Date('2027-02-28T20:00:00Z')).id).toBe('2026-09');
  });

  it('decides by the calendar date in the time zone, not in UTC', () => {
    // 28 Feb 21:30 UTC is already 1 March 00:30 in Nairobi.
    expect(seasonOf(new Date('2027-02-28T21:30:00Z')).id).toBe('2027-03');
    expect(seasonOf(new Date('2027-02-28T21:30:00Z'), 'UTC').id).toBe('2026-09');
    expect(seasonOf(new Date('2026-08-31T20:59:59Z')).id).toBe('2026-03');
    expect(seasonOf(new Date('2026-08-31T21:00:00Z')).id).toBe('2026-09');
  });

  it('parses season ids and refuses anything else', () => {
    expect(seasonById('2027-03')?.endsBefore).toBe('2027-09-01');
    expect(seasonById('2027-04')).toBeNull();
    expect(isSeasonId('2026-09')).toBe(true);
    expect(isSeasonId('26-09')).toBe(false);
  });

  it('finds the instant of a local hour in a time zone', () => {
    expect(zonedInstant('2026-11-16', 0).toISOString()).toBe('2026-11-15T21:00:00.000Z');
    expect(zonedInstant('2026-11-16', 12, 'UTC').toISOString()).toBe('2026-11-16T12:00:00.000Z');
    // Zones with daylight saving time: the offset of that day, not of the instant first guessed.
    expect(zonedInstant('2026-03-29', 3, 'Europe/Berlin').toISOString()).toBe('2026-03-29T01:00:00.000Z');
    expect(zonedInstant('2026-10-25', 0, 'Europe/Berlin').toISOString()).toBe('2026-10-24T22:00:00.000Z');
    expect(zonedInstant('2026-03-08', 12, 'America/New_York').toISOString()).toBe('2026-03-08T16:00:00.000Z');
  });
});
