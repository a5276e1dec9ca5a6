/**
 * Kenyan phone numbers in any of the forms agents type (07XXXXXXXX, 01XXXXXXXX, +2547XXXXXXXX, 2547XXXXXXXX,
 * with spaces or dashes) normalise to E.164 (+2547XXXXXXXX). Other international numbers keep their digits
 * with a leading +. Returns null for something that is not a phone number.
 */
export function normalisePhone(input: string): string | null {
  const cleaned = input.trim().replace(/[\s\-().]/g, '');
  if (!/^\+?\d{9,15}$/.test(cleaned)) return null;
  const digits = cleaned.replace(/^\+/, '');
  if (/^0[17]\d{8}$/.test(digits)) return `+254${digits.slice(1)}`;
  if (/^[17]\d{8}$/.test(digits)) return `+254${digits}`;
  if (/^254[17]\d{8}$/.test(digits)) return `+${digits}`;
  if (cleaned.startsWith('+') || digits.length >= 11) return `+${digits}`;
  return null;
}

export const looksLikeEmail = (identifier: string): boolean => identifier.includes('@');

const SEPARATORS = '[\\s\\-().]*';

/**
 * Exactly what normalisePhone accepts, as one regular expression, so contracts (and the OpenAPI document) can
 * state it: digits with any spaces, dashes, dots or brackets around them; after a leading + 9 to 15 digits,
 * without one 11 to 15 digits, or a Kenyan 07/01 number with or without its 0.
 */
export const PHONE_INPUT = new RegExp(
  `^${SEPARATORS}(?:\\+${SEPARATORS}(?:\\d${SEPARATORS}){9,15}|(?:\\d${SEPARATORS}){11,15}|0${SEPARATORS}[17]${SEPARATORS}(?:\\d${SEPARATORS}){8}|[17]${SEPARATORS}(?:\\d${SEPARATORS}){8})$`,
);
