import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { PHONE_INPUT } from './phone-input';

/** The region a number without its country code belongs to: the agents and farmers are in Kenya. */
const DEFAULT_REGION = 'KE';

/**
 * A phone number in any spelling people type, in E.164 (+2547XXXXXXXX), or null when it is not a valid number:
 * one number, one spelling, so 0757…, +254757…, 254757…, 00254757…, 000254757… and +2540757… are one person
 * (issue 31 item 6, ADR 0060). libphonenumber-js with its smallest metadata (`min`: valid by number pattern),
 * Kenya as the default region. Shared by the server (every stored number and every lookup), the forms and the
 * offline search, so all three read a number the same way.
 */
export function normalisePhone(input: string): string | null {
  if (!PHONE_INPUT.test(input)) return null;
  // 00 is the international prefix nearly everywhere but in Kenya (000): people type both.
  const typed = input.trim().replace(/^00(?=[1-9])/, '+');
  const parsed = parsePhoneNumberFromString(typed, DEFAULT_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

export const looksLikeEmail = (identifier: string): boolean => identifier.includes('@');
