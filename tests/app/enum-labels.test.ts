import { afterEach, describe, expect, it } from 'vitest';
import { ACTIVITY_TYPES } from '@shared/gamification';
import { ROLES } from '@shared/roles';
import { showLanguage } from '@app/i18n/i18n';
import { enumLabel, unitLabel } from '@app/lib/labels';

describe('enumLabel', () => {
  afterEach(() => showLanguage('en'));

  it('names roles and activities as the screens showed them, with "check-in" hyphenated', () => {
    expect(ROLES.map((r) => enumLabel('role', r))).toEqual(['Admin', 'Company Admin', 'Potential Agent', 'Engaged Agent']);
    expect(ACTIVITY_TYPES.map((a) => enumLabel('activity', a))).toEqual(['Register farmer', 'Farmer deposit', 'Revisit training', 'Quiz high score', 'Attend check-in']);
  });

  it('follows the language on screen', async () => {
    await showLanguage('sw');
    expect(enumLabel('activity', 'ATTEND_CHECKIN')).toBe('Kuhudhuria');
    expect(enumLabel('role', 'company_admin')).toBe('Msimamizi wa Kampuni');
    expect(enumLabel('educationLevel', 'High School')).toBe('Shule ya sekondari');
  });

  it("names a sale's unit in the language on screen (the sales list and the farmer page's records), and an unknown one as recorded", async () => {
    expect(unitLabel('Packet')).toBe('Packet');
    await showLanguage('sw');
    expect(unitLabel('Packet')).toBe('Pakiti');
    expect(unitLabel('Crate')).toBe('Crate');
  });
});
