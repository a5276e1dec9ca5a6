/**
 * Issue 13 item 12: one schema for a person's name (sign-up, pre-registration, profile, user edit, farmer).
 * A name of only invisible characters is missing; a name needs a letter; control characters are refused.
 */
import { describe, expect, it } from 'vitest';
import { createFarmerBody } from '@shared/contracts/farmers';
import { preRegistrationBody, signupBody } from '@shared/contracts/auth';
import { updateAgentBody } from '@shared/contracts/agents';
import { updateUserBody } from '@shared/contracts/users';
import { NAME_NEEDS_LETTER, personName } from '@shared/contracts/person-fields';

const name = personName();
const messageOf = (value: unknown) => name.safeParse(value).error?.issues[0]?.message;

describe('personName', () => {
  it.each([
    ['spaces only', '   '],
    ['zero-width spaces', '\u200b\u200b'],
    ['a BOM and joiners', '\ufeff\u200d\u200c'],
    ['non-breaking spaces', '\u00a0\u2007'],
    // Issue 31 item 8: letters by category that draw nothing (Hangul fillers, Lo).
    ['a Hangul filler', '\u3164'],
    ['Hangul choseong and jungseong fillers', '\u115f\u1160'],
    ['fillers between spaces', ' \u3164 \u115f '],
  ])('refuses a name of %s as missing', (_, value) => {
    expect(messageOf(value)).toBe('Name is required');
  });

  it('refuses control characters and names without a letter', () => {
    expect(messageOf('Amina\u0000')).toBe('Contains a character that is not allowed');
    expect(messageOf('Amina\u0007 Otieno')).toBe('Contains a character that is not allowed');
    expect(messageOf('123 - .')).toBe(NAME_NEEDS_LETTER);
    expect(messageOf('1\u31642')).toBe(NAME_NEEDS_LETTER);
    expect(messageOf('-\u115f\u1160-')).toBe(NAME_NEEDS_LETTER);
  });

  it('keeps names in any script, trimmed of invisible edges', () => {
    expect(name.parse('\u200b Wanjiru Kamau \u200b')).toBe('Wanjiru Kamau');
    expect(name.parse('Ñandú Öztürk')).toBe('Ñandú Öztürk');
    expect(name.parse('عائشة')).toBe('عائشة');
    expect(name.parse('김민준')).toBe('김민준');
    expect(name.parse('\u3164Ji\u3164')).toBe('Ji');
  });

  it('is the name rule of every form that names a person', () => {
    const invisible = '\u200b \u200b';
    expect(signupBody.shape.name.safeParse(invisible).success).toBe(false);
    expect(preRegistrationBody.shape.name.safeParse(invisible).success).toBe(false);
    expect(createFarmerBody.shape.name.safeParse(invisible).success).toBe(false);
    expect(updateUserBody.shape.name.safeParse(invisible).success).toBe(false);
    expect(updateAgentBody.shape.name.safeParse(invisible).success).toBe(false);
  });
});
