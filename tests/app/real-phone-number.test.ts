import { describe, expect, it } from 'vitest';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { farmerFormSchema } from '@app/features/farmers/forms/farmer-form';
import { profileFormSchema } from '@app/features/profile/forms/profile-form';

/** Forms whose writes may wait offline refuse a number no country has before it is queued (ADR 0060). */
describe('realPhoneNumber in the farmer and profile forms', () => {
  const farmer = (phoneNumber: string) => farmerFormSchema.safeParse({ name: 'Wanjiku Mwangi', phoneNumber, gender: 'Female', county: 'Nakuru' });
  const profile = (phoneNumber: string) =>
    profileFormSchema(false, '2026-11-18').safeParse({ name: 'Amina', email: 'amina@example.com', phoneNumber, gender: '', maritalStatus: '', numberOfChildren: '', dateOfBirth: '', workGeographicLocation: '', yearsOfSalesFieldExperience: '', educationLevel: '' });

  it('takes every spelling of a real number', () => {
    for (const spelling of ['0757551663', '00254757551663', '+2540757551663', '+256 772 123456']) {
      expect(farmer(spelling).success, spelling).toBe(true);
      expect(profile(spelling).success, spelling).toBe(true);
    }
  });

  it('refuses a number of the right shape that no country has, on the phone field', () => {
    for (const result of [farmer('+2549999999999'), profile('+2549999999999')]) {
      expect(result.success).toBe(false);
      expect(result.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['phoneNumber', PHONE_INVALID]]);
    }
  });
});
