import { AGENT_CODE_PATTERN } from '@shared/contracts/auth';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AGENT_CODE_ALPHABET, generateAgentCode } from '@shared/agent-code';

describe('agent code generator (spec part 1 §3, §9)', () => {
  it('makes AG plus 6 uppercase letters or digits, accepted by the contract', () => {
    for (let i = 0; i < 2000; i++) {
      const code = generateAgentCode();
      expect(code).toMatch(/^AG[A-Z0-9]{6}$/);
      expect(AGENT_CODE_PATTERN.test(code)).toBe(true);
    }
  });

  it('is valid for any random source, redrawing bytes that would bias the draw', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 1, maxLength: 64 }), (bytes) => {
        // The given bytes first, then zeros, so every draw ends.
        let calls = 0;
        const source = (n: number) => Uint8Array.from({ length: n }, (_, i) => (calls++ < n ? bytes[i % bytes.length] : 0));
        expect(generateAgentCode(source)).toMatch(AGENT_CODE_PATTERN);
      }),
    );
  });

  it('never uses bytes from 252 up (they would favour A to D)', () => {
    const draws = [new Uint8Array([252, 253, 254, 255, 0, 1]), new Uint8Array([35, 36, 71, 2, 3, 4])];
    let call = 0;
    expect(generateAgentCode(() => draws[call++])).toBe('AGAB9A9C');
  });

  it('spreads over the whole alphabet', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) for (const ch of generateAgentCode().slice(2)) seen.add(ch);
    expect(seen.size).toBe(AGENT_CODE_ALPHABET.length);
  });
});
