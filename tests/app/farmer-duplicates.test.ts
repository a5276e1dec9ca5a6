import 'fake-indexeddb/auto';
import type { FarmerDto } from '@shared/contracts/farmers';
import { describe, expect, it } from 'vitest';
import { checkDuplicate, DuplicateFarmerError } from '@app/features/farmers/api/register-farmer';
import { createRegisterDb, registerFarmersWith } from '@app/offline/farmer-register';
import { registerFarmer, saveWhole } from '../support/register-farmers';

const dtoOf = (f: ReturnType<typeof registerFarmer>): FarmerDto => ({ ...f, subCounty: null, ward: null, village: null, location: null, company: { name: 'Seedsasa' }, registeredBy: null });
const saved = (i: number, patch: Partial<FarmerDto> = {}): FarmerDto => ({ ...dtoOf(registerFarmer(i, { nationalId: i })), ...patch });

const body = (phoneNumber: string, nationalId?: number) => ({ name: 'New Farmer', phoneNumber, gender: 'Male' as const, county: 'Meru', ...(nationalId ? { nationalId } : {}) });

describe('register farmer: duplicates against the register saved on the phone', () => {
  it('refuses a phone number of the saved register (any farmer of the 2,000, not only the list pages) with the server\'s 409 text', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await saveWhole(db, 'u1', Array.from({ length: 2_000 }, (_, i) => registerFarmer(i + 1, { nationalId: i + 1 })));
    // Typed as the agent types it (07…): normalised as the server does; only the farmers with that phone or ID are read.
    const known = await registerFarmersWith(db, 'u1', '+254700001321', undefined);
    expect(known).toHaveLength(1);
    const attempt = () => checkDuplicate(body('0700001321'), 'c1', known);
    expect(attempt).toThrow(DuplicateFarmerError);
    expect(attempt).toThrow('A farmer with phone number +254700001321 is already registered');
    try {
      attempt();
    } catch (error) {
      expect((error as DuplicateFarmerError).field).toBe('phoneNumber');
    }
    const byId = await registerFarmersWith(db, 'u1', '+254799999999', 77);
    expect(() => checkDuplicate(body('0799999999', 77), 'c1', byId)).toThrow('A farmer with national ID 77 is already registered');
    const none = await registerFarmersWith(db, 'u1', '+254799999999', undefined);
    expect(() => checkDuplicate(body('0799999999'), 'c1', none)).not.toThrow();
  });

  it('looks only at the caller\'s company and user, and never at the registration being edited', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await saveWhole(db, 'u1', [registerFarmer(1, { companyId: 'c2' })]);
    await saveWhole(db, 'u2', [registerFarmer(2)]);
    expect(await registerFarmersWith(db, 'u1', '+254700000002', undefined)).toEqual([]);
    const known = await registerFarmersWith(db, 'u1', '+254700000001', undefined);
    expect(known).toHaveLength(1);
    expect(() => checkDuplicate(body('0700000001'), 'c1', known)).not.toThrow();
    const self = saved(3);
    expect(() => checkDuplicate(body('0700000003'), 'c1', [self], self.id)).not.toThrow();
    expect(() => checkDuplicate(body('0700000003'), 'c1', [self])).toThrow(DuplicateFarmerError);
  });
});
