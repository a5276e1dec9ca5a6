import { z } from 'zod/mini';
import { message } from './messages';

export const EARLIEST_DATE = '1900-01-01';
export const LATEST_DATE = '2999-12-31';
export const INVALID_DATE = 'Enter a valid date';

const withinBounds = (date: string) => date >= EARLIEST_DATE && date <= LATEST_DATE;

/**
 * Every calendar date of the API (bodies and queries): `YYYY-MM-DD` that exists (2026-02-30, 2026-13-45 and
 * 0000-00-00 do not; zod checks month lengths and leap years) from 1900 to 2999, so a date always means one
 * day and reaches the database as one.
 */
export const calendarDate = z.iso.date(message(INVALID_DATE)).check(z.refine(withinBounds, message(INVALID_DATE)));

/** An instant with its offset (`2026-11-15T23:59:00+03:00`) whose date is a `calendarDate`. */
const calendarInstant = z.iso.datetime({ offset: true, ...message(INVALID_DATE) }).check(z.refine((v) => calendarDate.safeParse(v.slice(0, 10)).success, message(INVALID_DATE)));

/** A calendar date (the day, in the company's time zone) or an exact instant. */
export const calendarDateOrInstant = z.union([calendarDate, calendarInstant], message(INVALID_DATE));
