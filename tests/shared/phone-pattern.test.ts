import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhone } from '@shared/phone';
import { PHONE_INPUT } from '@shared/phone-input';

const phoneLike = fc
  .array(fc.constantFrom('0', '1', '2', '4', '5', '7', '9', '+', ' ', '-', '(', ')', '.', '\t', 'a'), { maxLength: 22 })
  .map((chars) => chars.join(''));

describe('PHONE_INPUT', () => {
  it('has the shape of every number normalisePhone accepts', () => {
    fc.assert(
      fc.property(fc.oneof(phoneLike, fc.string()), (input) => {
        if (normalisePhone(input) !== null) expect(PHONE_INPUT.test(input), JSON.stringify(input)).toBe(true);
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

describe('normalisePhone (issue 31 item 6)', () => {
  it('reads every spelling of one Kenyan number as one E.164 number', () => {
    const spellings = ['+254757551663', '00254757551663', '+2540757551663', '000254757551663', '254757551663', '2540757551663', '0757551663', '757551663', '0757 551 663', '(0757) 551-663', '+254 757-551-663', ' +254757551663 '];
    for (const spelling of spellings) expect(normalisePhone(spelling), spelling).toBe('+254757551663');
  });

  it('reads 01… numbers and the neighbours’ numbers', () => {
    expect(normalisePhone('0112345678')).toBe('+254112345678');
    expect(normalisePhone('+256 772 123456')).toBe('+256772123456');
    expect(normalisePhone('00255 754 123 456')).toBe('+255754123456');
    expect(normalisePhone('+250 788 123 456')).toBe('+250788123456');
    expect(normalisePhone('+1 202 555 0143')).toBe('+12025550143');
  });

  it('refuses what is not a number of any country', () => {
    for (const input of ['', 'phone', '12345', '0812345678', '+12345678', '0254757551663', '+254 757 551 6631 2', 'tel:0757551663', '0757551663 ext 2', '0757551663a', '+254７５７５５１６６３']) {
      expect(normalisePhone(input), input).toBeNull();
    }
  });
});
