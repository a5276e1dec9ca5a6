import Dexie, { type EntityTable } from 'dexie';
import { type FarmerDto, type listFarmers } from '@shared/contracts/farmers';
import { paginate } from '@shared/contracts/common';
import type { ResponseOf } from '@shared/contracts/endpoint';

/** The outbox collection of farmers registered on this phone and waiting to sync. */
export const FARMER_COLLECTION = 'farmers';

/** One farmer of a user's register, as the server listed it. */
export interface RegisterRow {
  /** `${userId}:${farmer.id}`: two users of one phone keep separate copies. */
  key: string;
  userId: string;
  farmer: FarmerDto;
}

export interface RegisterSaved {
  userId: string;
  savedAt: number;
  companies: Array<{ id: string; name: string }>;
}

export type RegisterDb = Dexie & {
  farmers: EntityTable<RegisterRow, 'key'>;
  saved: EntityTable<RegisterSaved, 'userId'>;
};

/**
 * The farmer register kept for offline use: its own database, so the outbox database's schema (db.ts) does not
 * move with it. Thousands of farmers would not fit the localStorage query cache.
 */
export function createRegisterDb(name = 'field-agent-portal-register'): RegisterDb {
  const database = new Dexie(name) as RegisterDb;
  database.version(1).stores({ farmers: 'key, userId', saved: 'userId' });
  return database;
}

export const registerDb: RegisterDb = createRegisterDb();

/** Replaces this user's saved register with the farmers the server listed just now. */
export async function saveRegister(database: RegisterDb, userId: string, farmers: FarmerDto[], companies: RegisterSaved['companies'], savedAt = Date.now()): Promise<void> {
  await database.transaction('rw', database.farmers, database.saved, async () => {
    await database.farmers.where('userId').equals(userId).delete();
    await database.farmers.bulkPut(farmers.map((farmer) => ({ key: `${userId}:${farmer.id}`, userId, farmer })));
    await database.saved.put({ userId, savedAt, companies });
  });
}

export async function registerSavedAt(database: RegisterDb, userId: string): Promise<number | null> {
  return (await database.saved.get(userId))?.savedAt ?? null;
}

/** Every farmer of this user's saved register (the duplicate checks of the register form). */
export async function registerFarmers(database: RegisterDb, userId: string): Promise<FarmerDto[]> {
  return (await database.farmers.where('userId').equals(userId).toArray()).map((r) => r.farmer);
}

/** Removes a user's copy (sign-out). */
export async function forgetRegister(database: RegisterDb, userId: string): Promise<void> {
  await database.transaction('rw', database.farmers, database.saved, async () => {
    await database.farmers.where('userId').equals(userId).delete();
    await database.saved.delete(userId);
  });
}

export interface RegisterFilter {
  name?: string;
  county?: string;
  gender?: string;
  cropType?: string;
  companyId?: string;
}

/** The server's name search: every word typed starts some word of the farmer's name, case aside. */
export function nameMatches(name: string, typed: string): boolean {
  const words = name.toLowerCase().split(/\s+/).filter(Boolean);
  return typed
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 5)
    .every((w) => words.some((word) => word.startsWith(w)));
}

const matches = (f: FarmerDto, filter: RegisterFilter) =>
  (!filter.companyId || f.companyId === filter.companyId) &&
  (!filter.county || f.county === filter.county) &&
  (!filter.gender || f.gender === filter.gender) &&
  (!filter.cropType || f.cropType === filter.cropType) &&
  (!filter.name || nameMatches(f.name, filter.name));

const facet = (farmers: FarmerDto[], pick: (f: FarmerDto) => string | null) =>
  [...new Set(farmers.map(pick).filter((v): v is string => Boolean(v)))].sort();

/** A page of the saved register as GET /farmers would answer it (newest first), or null when none is saved. */
export async function searchRegister(
  database: RegisterDb,
  userId: string,
  filter: RegisterFilter,
  page: number,
  limit: number,
): Promise<(ResponseOf<typeof listFarmers> & { savedAt: number }) | null> {
  const saved = await database.saved.get(userId);
  if (!saved) return null;
  const all = (await database.farmers.where('userId').equals(userId).toArray()).map((r) => r.farmer);
  const found = all
    .filter((f) => matches(f, filter))
    .sort((a, b) => (a.createdAt === b.createdAt ? b.id.localeCompare(a.id) : b.createdAt.localeCompare(a.createdAt)));
  return {
    farmers: found.slice((page - 1) * limit, page * limit),
    pagination: paginate(page, limit, found.length),
    filters: { companies: saved.companies, counties: facet(all, (f) => f.county), genders: facet(all, (f) => f.gender), cropTypes: facet(all, (f) => f.cropType) },
    savedAt: saved.savedAt,
  };
}
