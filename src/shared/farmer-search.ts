import { normalisePhone } from './phone';

/** The words of a name search that count: the server's and the phone's search both stop at five. */
export const SEARCH_WORDS_MAX = 5;

/** What the farmers' search box asks for: a phone number, a national ID, or the start of name words. */
export type FarmerSearch = { kind: 'phone'; phone: string } | { kind: 'nationalId'; nationalId: number } | { kind: 'name'; words: string[] };

/** The largest national ID the farmer form accepts (createFarmerBody). */
const NATIONAL_ID_MAX = 9_999_999_999;

/**
 * Reads the search box the same way online (GET /farmers `name`) and offline (the register on the phone): a phone
 * number in any spelling the phone field accepts (0712…, +254712…, 254712…, with spaces or dashes) finds that
 * number; other digits alone are a national ID (Kenyan IDs have 7 or 8 digits, a phone number 9 or more);
 * anything else is name words, each the start of a word of the name. Null when nothing was typed.
 */
export function parseFarmerSearch(typed: string | undefined): FarmerSearch | null {
  const text = (typed ?? '').trim();
  if (!text) return null;
  const phone = /\p{L}/u.test(text) ? null : normalisePhone(text);
  if (phone) return { kind: 'phone', phone };
  if (/^\d+$/.test(text)) {
    // Beyond the form's range no farmer has it: 0, which no national ID is, finds nothing.
    const nationalId = Number(text);
    return { kind: 'nationalId', nationalId: nationalId <= NATIONAL_ID_MAX ? nationalId : 0 };
  }
  return { kind: 'name', words: nameWords(text).slice(0, SEARCH_WORDS_MAX) };
}

/** The lower-cased words of a name, as both searches compare them. */
export const nameWords = (name: string): string[] => name.toLowerCase().split(/\s+/).filter(Boolean);
