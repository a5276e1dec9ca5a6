import 'fake-indexeddb/auto';
import type { FarmerDto } from '@shared/contracts/farmers';
import { describe, expect, it } from 'vitest';
import { checkDuplicate, DuplicateFarmerError } from '../../src/app/features/farmers/api/register-farmer';
import { createRegisterDb, registerFarmers, saveRegister } from '../../src/app/offline/farmer-register';

const saved = (i: number, patch: Partial<FarmerDto> = {}): FarmerDto => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Farmer ${i}`,
  phoneNumber: `+2547${String(i).padStart(8, '0')}`,
  nationalId: i,
  age: null,
  gender: 'Female',
  county: 'Nakuru',
  subCounty: null,
  ward: null,
  village: null,
  cropType: null,
  farmSize: null,
  companyId: 'c1',
  company: { name: 'Seedsasa' },
  registeredById: null,
  registeredBy: null,
  location: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  recordedAt: '2026-01-01T00:00:00.000Z',
  ...patch,
});

const body = (phoneNumber: string, nationalId?: number) => ({ name: 'New Farmer', phoneNumber, gender: 'Male' as const, county: 'Meru', ...(nationalId ? { nationalId } : {}) });

describe('register farmer: duplicates against the register saved on the phone', () => {
  it('refuses a phone number of the saved register (any farmer of the 5,000, not only the list pages) with the server\'s 409 text', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await saveRegister(db, 'u1', Array.from({ length: 5_000 }, (_, i) => saved(i + 1)), []);
    const known = await registerFarmers(db, 'u1');
    // Typed as the agent types it (07…): normalised as the server does.
    const attempt = () => checkDuplicate(body('0700004321'), 'c1', known);
    expect(attempt).toThrow(DuplicateFarmerError);
    expect(attempt).toThrow('A farmer with phone number +254700004321 is already registered');
    try {
      attempt();
    } catch (error) {
      expect((error as DuplicateFarmerError).field).toBe('phoneNumber');
    }
    expect(() => checkDuplicate(body('0799999999', 77), 'c1', known)).toThrow('A farmer with national ID 77 is already registered');
    expect(() => checkDuplicate(body('0799999999'), 'c1', known)).not.toThrow();
  });

  it('looks only at the caller\'s company and user, and never at the registration being edited', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await saveRegister(db, 'u1', [saved(1, { companyId: 'c2' })], []);
    await saveRegister(db, 'u2', [saved(2)], []);
    const known = await registerFarmers(db, 'u1');
    expect(known).toHaveLength(1);
    expect(() => checkDuplicate(body('0700000001'), 'c1', known)).not.toThrow();
    const self = saved(3);
    expect(() => checkDuplicate(body('0700000003'), 'c1', [self], self.id)).not.toThrow();
    expect(() => checkDuplicate(body('0700000003'), 'c1', [self])).toThrow(DuplicateFarmerError);
  });
});
