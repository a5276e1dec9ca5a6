import 'fake-indexeddb/auto';
import type { FarmerDto } from '@shared/contracts/farmers';
import { describe, expect, it } from 'vitest';
import { createRegisterDb, forgetRegister, nameMatches, saveRegister, searchRegister } from '../../src/app/offline/farmer-register';

const farmer = (i: number, patch: Partial<FarmerDto> = {}): FarmerDto => ({
  id: `f${String(i).padStart(5, '0')}`,
  name: `Farmer Number${i}`,
  phoneNumber: `+2547${String(i).padStart(8, '0')}`,
  nationalId: null,
  age: null,
  gender: i % 2 ? 'Male' : 'Female',
  county: i % 3 ? 'Nakuru' : 'Meru',
  subCounty: null,
  ward: null,
  village: null,
  cropType: 'Maize',
  farmSize: null,
  companyId: 'c1',
  company: { name: 'Seedsasa' },
  registeredById: null,
  registeredBy: null,
  location: null,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  recordedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  ...patch,
});

describe('the farmer register saved on the phone', () => {
  it('holds 5,000 farmers per user and answers like GET /farmers: filters, name search, pages, newest first', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    const farmers = Array.from({ length: 5_000 }, (_, i) => farmer(i + 1));
    farmers.push(farmer(6_000, { name: 'Wanjiru Kamau', county: 'Kiambu' }));
    await saveRegister(db, 'u1', farmers, [{ id: 'c1', name: 'Seedsasa' }], 1234);
    await saveRegister(db, 'u2', [farmer(1)], [], 99);

    const first = await searchRegister(db, 'u1', {}, 1, 10);
    expect(first?.pagination).toEqual({ currentPage: 1, totalPages: 501, totalItems: 5_001, limit: 10 });
    expect(first?.farmers[0].name).toBe('Wanjiru Kamau');
    expect(first?.savedAt).toBe(1234);
    expect(first?.filters.counties).toEqual(['Kiambu', 'Meru', 'Nakuru']);

    expect((await searchRegister(db, 'u1', { name: 'kam wan' }, 1, 10))?.farmers.map((f) => f.name)).toEqual(['Wanjiru Kamau']);
    const meru = await searchRegister(db, 'u1', { county: 'Meru', gender: 'Female' }, 2, 10);
    expect(meru?.farmers.every((f) => f.county === 'Meru' && f.gender === 'Female')).toBe(true);
    expect(meru?.pagination.totalItems).toBe(833);
    expect((await searchRegister(db, 'u2', {}, 1, 10))?.pagination.totalItems).toBe(1);

    await forgetRegister(db, 'u1');
    expect(await searchRegister(db, 'u1', {}, 1, 10)).toBeNull();
    expect((await searchRegister(db, 'u2', {}, 1, 10))?.pagination.totalItems).toBe(1);
  });

  it('searches names as the server does: each typed word starts a word of the name', () => {
    expect(nameMatches('Wanjiru Kamau', 'wan')).toBe(true);
    expect(nameMatches('Wanjiru Kamau', 'KAMAU wanj')).toBe(true);
    expect(nameMatches('Wanjiru Kamau', 'anjiru')).toBe(false);
  });
});
