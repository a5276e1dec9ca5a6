/**
 * Apart from phone.ts so that a contract can state the shape without bringing libphonenumber's metadata into
 * every screen that imports contracts (the sign-in screen among them, P1).
 */
const SEPARATORS = '[\\s\\-().]*';

/**
 * The shape of a phone number as typed: digits with any spaces, dashes, dots or brackets around them; after a
 * leading + 9 to 15 digits, without one 11 to 15 digits, or a Kenyan 07/01 number with or without its 0. A
 * regular expression, so contracts (and the OpenAPI document) can state it; every number normalisePhone accepts
 * has this shape, and normalisePhone (libphonenumber's metadata) then decides whether it is a real number.
 */
export const PHONE_INPUT = new RegExp(
  `^${SEPARATORS}(?:\\+${SEPARATORS}(?:\\d${SEPARATORS}){9,15}|(?:\\d${SEPARATORS}){11,15}|0${SEPARATORS}[17]${SEPARATORS}(?:\\d${SEPARATORS}){8}|[17]${SEPARATORS}(?:\\d${SEPARATORS}){8})$`,
);
