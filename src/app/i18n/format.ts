import { SEASON_ID } from '@shared/season';
import { i18n } from './i18n';

/**
 * The one way the app shows dates, times, durations, numbers and amounts (issue 15): `Intl`, in the language on
 * screen, dates in Kenya's time zone. Components that call these also call `useTranslation()` (or `useFormat()`),
 * so they render again when the language changes.
 */
const TIME_ZONE = 'Africa/Nairobi';
const LOCALES: Record<string, string> = { en: 'en-KE', sw: 'sw-KE' };
const locale = () => LOCALES[i18n.language] ?? LOCALES.en!;

const formats = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<F extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(key: string, make: (locale: string) => F): F {
  const id = `${locale()}|${key}`;
  let format = formats.get(id) as F | undefined;
  if (!format) {
    format = make(locale());
    formats.set(id, format);
  }
  return format;
}

export type DateInput = Date | string | number;

/** A calendar date ('2026-11-23': a sale date, a date of birth) is shown as that day wherever the phone is. */
const CALENDAR_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** '23 Nov 2026' (en) / '23 Nov 2026' (sw): the one date style. */
export function formatDate(value: DateInput): string {
  if (typeof value === 'string' && CALENDAR_DATE.test(value)) {
    return cached('calendar-date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: 'UTC' })).format(new Date(`${value}T00:00:00Z`));
  }
  return cached('date', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeZone: TIME_ZONE })).format(new Date(value));
}

/** '23 Nov 2026, 08:14': the one date-time style. */
export const formatDateTime = (value: DateInput): string =>
  cached('date-time', (l) => new Intl.DateTimeFormat(l, { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE })).format(new Date(value));

/** '08:14': a time of today (the age of data, the last sync). */
export const formatTime = (value: DateInput): string =>
  cached('time', (l) => new Intl.DateTimeFormat(l, { timeStyle: 'short', hourCycle: 'h23', timeZone: TIME_ZONE })).format(new Date(value));

/** '19 Oct' / '19 Okt': a week named by its Monday (a calendar date, 'YYYY-MM-DD'), as the dashboard's charts show it. */
export const formatWeek = (monday: string): string =>
  cached('week', (l) => new Intl.DateTimeFormat(l, { day: 'numeric', month: 'short', timeZone: 'UTC' })).format(new Date(`${monday}T00:00:00Z`));

/** '5 minutes ago', 'yesterday', 'dakika 5 zilizopita': how long ago `at` was; under a minute, 'just now' ('sasa hivi'). */
export function formatAgo(at: number, now = Date.now()): string {
  const relative = cached('ago', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  // Intl says 'this minute' ('dakika hii'), which no one says for something that just happened (issue 32 item 3).
  if (minutes < 1) return i18n.t('common:time.justNow');
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** '1,234.5': at most two decimals. */
export const formatNumber = (value: number): string => cached('number', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 })).format(value);

/**
 * '45%' from 45: every percent on screen is whole and rounded down (issue 32 item 3), so one score reads the same on
 * every screen and a shown percent never claims more than was reached (69.6% is not the 70% that qualifies).
 */
export const formatPercent = (value: number): string =>
  cached('percent', (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: 0, roundingMode: 'trunc' })).format(value / 100);

/** 'KES 1,234' / 'Kgs 1,234' (spec part 1 §9: the unit first, in both languages). */
export const formatKes = (amount: number): string => `KES ${formatNumber(amount)}`;
export const formatKgs = (amount: number): string => `Kgs ${formatNumber(amount)}`;

/** Seconds as m:ss (audio positions and lengths). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/** Bytes, kB, MB, GB, base 1024, at most 2 decimals (spec part 2 §9), the unit named in the language on screen ('MB 1.5'). */
export function formatFileSize(bytes: number): string {
  const size = Number.isFinite(bytes) && bytes > 0 ? bytes : 0;
  const i = size === 0 ? 0 : Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(size) / Math.log(1024)));
  return cached(`size-${i}`, (l) => new Intl.NumberFormat(l, { style: 'unit', unit: SIZE_UNITS[i], unitDisplay: 'short', maximumFractionDigits: 2 })).format(size / 1024 ** i);
}

const DURATION_UNITS = { d: 'day', h: 'hour', m: 'minute', s: 'second' } as const;

/** '1 day 3 hr' / 'siku 1 saa 3': a duration in its units, the zero ones left out (a zero duration: '0 sec'). */
export function formatDurationParts(parts: ReadonlyArray<{ unit: keyof typeof DURATION_UNITS; n: number }>): string {
  const shown = parts.filter(({ n }) => n > 0);
  return (shown.length ? shown : [{ unit: 's' as const, n: 0 }])
    .map(({ unit, n }) => cached(`duration-${unit}`, (l) => new Intl.NumberFormat(l, { style: 'unit', unit: DURATION_UNITS[unit], unitDisplay: 'short' })).format(n))
    .join(' ');
}

/** A season by its id ('2026-09'): 'Short rains 2026/27', 'Vuli 2026/27' (its screen loads the `incentives` texts). */
export function formatSeason(id: string): string {
  const match = SEASON_ID.exec(id);
  if (!match) return id;
  const year = Number(match[1]);
  return match[2] === '03' ? i18n.t('incentives:season.long', { year }) : i18n.t('incentives:season.short', { year, next: String(year + 1).slice(2) });
}
