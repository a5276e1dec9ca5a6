export const AGENT_CODE_PREFIX = 'AG';
export const AGENT_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const SUFFIX_LENGTH = 6;
/** The largest multiple of the alphabet size within a byte: bytes at or above it are redrawn, so no symbol is favoured. */
const UNBIASED_LIMIT = 256 - (256 % AGENT_CODE_ALPHABET.length);

export type RandomBytes = (count: number) => Uint8Array;

const cryptoBytes: RandomBytes = (count) => globalThis.crypto.getRandomValues(new Uint8Array(count));

/** An agent code as pre-registration sends it: AG plus 6 uppercase letters or digits (spec part 1 §3, §9). */
export function generateAgentCode(randomBytes: RandomBytes = cryptoBytes): string {
  let suffix = '';
  while (suffix.length < SUFFIX_LENGTH) {
    for (const byte of randomBytes(SUFFIX_LENGTH)) {
      if (byte < UNBIASED_LIMIT && suffix.length < SUFFIX_LENGTH) suffix += AGENT_CODE_ALPHABET[byte % AGENT_CODE_ALPHABET.length];
    }
  }
  return AGENT_CODE_PREFIX + suffix;
}
