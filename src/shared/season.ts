/**
 * Seasons (product decisions, gamification): two a year, the long rains from 1 March and the short rains from
 * 1 September. A season is named by its start month, e.g. '2026-09' runs 1 Sep 2026 to 28 Feb 2027.
 */
export const SEASON_START_MONTHS = [3, 9] as const;
export const DEFAULT_TIME_ZONE = 'Africa/Nairobi';

export interface Season {
  id: string;
  /** First day, YYYY-MM-DD (local calendar date). */
  startsOn: string;
  /** First day of the next season, YYYY-MM-DD (exclusive end). */
  endsBefore: string;
  label: string;
}

/** A season's id: the year and its start month. */
export const SEASON_ID = /^(\d{4})-(03|09)$/;
const pad = (n: number) => String(n).padStart(2, '0');

/** Building an Intl.DateTimeFormat costs far more than using one, and the server asks on every request. */
const formats = new Map<string, Intl.DateTimeFormat>();
function dateFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format;
}

/** The calendar date (year, month 1-12, day) of an instant in a time zone. */
export function localDateParts(at: Date, timeZone = DEFAULT_TIME_ZONE): { year: number; month: number; day: number } {
  const parts = dateFormatIn(timeZone).formatToParts(at);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

function seasonStarting(year: number, month: 3 | 9): Season {
  const next = month === 3 ? { year, month: 9 } : { year: year + 1, month: 3 };
  return {
    id: `${year}-${pad(month)}`,
    startsOn: `${year}-${pad(month)}-01`,
    endsBefore: `${next.year}-${pad(next.month)}-01`,
    label: month === 3 ? `Long rains ${year}` : `Short rains ${year}/${String(year + 1).slice(2)}`,
  };
}

/** The season a local calendar date falls in. */
export function seasonOfDate(year: number, month: number): Season {
  if (month >= 9) return seasonStarting(year, 9);
  if (month >= 3) return seasonStarting(year, 3);
  return seasonStarting(year - 1, 9);
}

/** The season an instant falls in, by its calendar date in the company's time zone. */
export function seasonOf(at: Date, timeZone = DEFAULT_TIME_ZONE): Season {
  const { year, month } = localDateParts(at, timeZone);
  return seasonOfDate(year, month);
}

/** A season by id ('2026-09'), or null when the id is not a season start. */
export function seasonById(id: string): Season | null {
  const match = SEASON_ID.exec(id);
  if (!match) return null;
  return seasonStarting(Number(match[1]), Number(match[2]) as 3 | 9);
}

export const isSeasonId = (id: string) => SEASON_ID.test(id);

const clockFormats = new Map<string, Intl.DateTimeFormat>();
function clockFormatIn(timeZone: string): Intl.DateTimeFormat {
  let format = clockFormats.get(timeZone);
  if (!format) {
    const numeric = 'numeric' as const;
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: numeric, month: numeric, day: numeric, hour: numeric, minute: numeric, second: numeric });
    clockFormats.set(timeZone, format);
  }
  return format;
}

/** How far a time zone's wall clock is ahead of UTC at an instant (ms). */
function zoneOffsetAt(at: number, timeZone: string): number {
  const whole = Math.floor(at / 1000) * 1000;
  const parts = clockFormatIn(timeZone).formatToParts(whole);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - whole;
}

/**
 * The instant when a local calendar date (YYYY-MM-DD) reaches `hour`:00 in a time zone. The zone's offset is read
 * at the wall-clock time taken as UTC, then again at the instant it gives, which settles a change of offset
 * (summer time) between the two.
 */
export function zonedInstant(date: string, hour: number, timeZone = DEFAULT_TIME_ZONE): Date {
  const [year, month, day] = date.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day, hour);
  const first = wall - zoneOffsetAt(wall, timeZone);
  const second = zoneOffsetAt(first, timeZone);
  return new Date(wall - second);
}
