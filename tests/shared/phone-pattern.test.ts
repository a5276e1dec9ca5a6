import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone, PHONE_INPUT } from '@shared/phone';

const phoneLike = fc
  .array(fc.constantFrom('0', '1', '2', '4', '5', '7', '9', '+', ' ', '-', '(', ')', '.', '\t', 'a'), { maxLength: 22 })
  .map((chars) => chars.join(''));

describe('PHONE_INPUT', () => {
  it('accepts exactly what normalisePhone accepts', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), (input) => {
        expect(PHONE_INPUT.test(input), JSON.stringify(input)).toBe(normalisePhone(input) !== null);
      }),
      { numRuns: 5000, seed: 20261121 },
    );
  });

  it('takes the forms agents type', () => {
    for (const input of ['0712345678', '0112345678', '712345678', '+254712345678', '254 712 345 678', '(0712) 345-678', '+1 202 555 0143']) {
      expect(PHONE_INPUT.test(input), input).toBe(true);
    }
    for (const input of ['12345', '0812345678', '+12345678', 'phone', '']) expect(PHONE_INPUT.test(input), input).toBe(false);
  });
});
