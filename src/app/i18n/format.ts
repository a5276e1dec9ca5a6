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

/** '5 minutes ago', 'yesterday', 'dakika 5 zilizopita': how long ago `at` was. */
export function formatAgo(at: number, now = Date.now()): string {
  const relative = cached('ago', (l) => new Intl.RelativeTimeFormat(l, { numeric: 'auto' }));
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.floor(hours / 24), 'day');
}

/** '1,234.5': at most two decimals. */
export const formatNumber = (value: number): string => cached('number', (l) => new Intl.NumberFormat(l, { maximumFractionDigits: 2 })).format(value);

/**
 * '45%' from 45 (a percent as the API gives it), with up to `fractionDigits` decimals and no trailing zero:
 * a score of 44 beside the 70 % pass mark reads '44%' and '70%', not '44.0%' (issue 32 item 9).
 */
export const formatPercent = (value: number, fractionDigits = 0): string =>
  cached(`percent-${fractionDigits}`, (l) => new Intl.NumberFormat(l, { style: 'percent', maximumFractionDigits: fractionDigits })).format(value / 100);

/** 'KES 1,234' / 'Kgs 1,234' (spec part 1 §9: the unit first, in both languages). */
export const formatKes = (amount: number): string => `KES ${formatNumber(amount)}`;
export const formatKgs = (amount: number): string => `Kgs ${formatNumber(amount)}`;

/** Seconds as m:ss (audio positions and lengths). */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** Bytes, KB, MB, GB, base 1024, at most 2 decimals (spec part 2 §9). */
export function formatFileSize(bytes: number): string {
  const units = ['Bytes', 'KB', 'MB', 'GB'];
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${units[0]}`;
  const i = Math.min(units.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${formatNumber(parseFloat((bytes / 1024 ** i).toFixed(2)))} ${units[i]}`;
}
