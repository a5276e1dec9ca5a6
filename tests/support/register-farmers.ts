import type { RegisterFarmer } from '@shared/contracts/farmer-changes';
import { type RegisterDb, applyChanges } from '@app/offline/farmer-register';

/** A farmer as GET /farmers/changes answers it, numbered: phone +2547000000<i>, created a minute after the last. */
export const registerFarmer = (i: number, patch: Partial<RegisterFarmer> = {}): RegisterFarmer => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  name: `Farmer Number${i}`,
  phoneNumber: `+2547${String(i).padStart(8, '0')}`,
  nationalId: null,
  age: null,
  gender: i % 2 ? 'Male' : 'Female',
  county: i % 3 ? 'Nakuru' : 'Meru',
  cropType: 'Maize',
  farmSize: null,
  companyId: 'c1',
  registeredById: null,
  registeredBy: null,
  createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  recordedAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
  ...patch,
});

/** Saves a whole register as one download from the start would. */
export const saveWhole = (db: RegisterDb, userId: string, farmers: RegisterFarmer[], companies: { id: string; name: string }[] = [], now = Date.now()) =>
  applyChanges(db, userId, { farmers, removed: [], cursor: 'c-whole', more: false, companies }, true, now);
