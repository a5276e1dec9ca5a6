import Dexie, { type EntityTable } from 'dexie';
import type { RegisterFarmer } from '@shared/contracts/farmer-changes';
import { type FarmerDto, type listFarmers } from '@shared/contracts/farmers';
import { paginate } from '@shared/contracts/common';
import type { ResponseOf } from '@shared/contracts/endpoint';
import { type FarmerSearch, nameWords, parseFarmerSearch } from '@shared/farmer-search';
import { normalisePhone } from '@shared/phone';

/** The outbox collection of farmers registered on this phone and waiting to sync. */
export const FARMER_COLLECTION = 'farmers';

/**
 * One farmer of a user's register, as the server's changes gave it, with the keys its indexes read: a search reads
 * the rows that match, never the whole register (issue 30 item 4).
 */
export interface RegisterRow {
  /**
   * `${userId}|${createdAt}|${id}`: two users of one phone keep separate copies, and every index lists its equal
   * entries in key order, which is the list's order (newest first, read backwards), so a filtered page is read
   * straight off its index. A farmer's createdAt never changes.
   */
  key: string;
  userId: string;
  /** The farmer's id, to find its row from a change or a removal. */
  farmerId: string;
  farmer: RegisterFarmer;
  /** `${userId}|w:<name word>`, `${userId}|p:<E.164 phone>`, `${userId}|n:<national ID>` (a multi-entry index). */
  terms: string[];
  county: string;
  gender: string;
  /** '' when none: IndexedDB does not index null. */
  crop: string;
  companyId: string;
}

export interface RegisterSaved {
  userId: string;
  /** When the register was last complete on this device; null while its first download is under way. */
  savedAt: number | null;
  companies: Array<{ id: string; name: string }>;
  /** The counties, genders and crops of the saved farmers (the list's filters), gathered once per refresh. */
  facets: { counties: string[]; genders: string[]; cropTypes: string[] };
  /** The server's changes cursor: the next refresh asks for what changed after it (ADR 0050). */
  cursor: string | null;
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
  // Version 2 keeps the server's compact rows with their search keys and a changes cursor: a register saved by
  // version 1 has neither, and is downloaded again.
  database
    .version(2)
    .stores({ farmers: 'key, userId, [userId+farmerId], *terms, [userId+county], [userId+gender], [userId+crop], [userId+companyId]', saved: 'userId' })
    .upgrade(async (tx) => {
      await tx.table('farmers').clear();
      await tx.table('saved').clear();
    });
  return database;
}

export const registerDb: RegisterDb = createRegisterDb();

const userRange = (userId: string): [unknown[], unknown[]] => [
  [userId, Dexie.minKey],
  [userId, Dexie.maxKey],
];

const term = (userId: string, kind: 'w' | 'p' | 'n', value: string) => `${userId}|${kind}:${value}`;

function rowOf(userId: string, farmer: RegisterFarmer): RegisterRow {
  const words = [...new Set(nameWords(farmer.name))].map((w) => term(userId, 'w', w));
  const phone = normalisePhone(farmer.phoneNumber) ?? farmer.phoneNumber;
  const nationalId = farmer.nationalId === null ? [] : [term(userId, 'n', String(farmer.nationalId))];
  return {
    key: `${userId}|${farmer.createdAt}|${farmer.id}`,
    userId,
    farmerId: farmer.id,
    farmer,
    terms: [...words, term(userId, 'p', phone), ...nationalId],
    county: farmer.county,
    gender: farmer.gender,
    crop: farmer.cropType ?? '',
    companyId: farmer.companyId,
  };
}

/** One answer of GET /farmers/changes, as the register applies it. */
export interface RegisterChanges {
  farmers: RegisterFarmer[];
  removed: string[];
  cursor: string;
  more: boolean;
  companies: RegisterSaved['companies'];
}

/**
 * Applies one page of changes in one transaction, with the cursor that follows it, so a refresh cut short
 * resumes where it stopped. `fromStart`: the page opens a download from the start (the first one, or after a stale
 * cursor), which replaces what was saved. The register is complete (`savedAt`) once the last page is in.
 */
export async function applyChanges(database: RegisterDb, userId: string, changes: RegisterChanges, fromStart: boolean, now = Date.now()): Promise<void> {
  await database.transaction('rw', database.farmers, database.saved, async () => {
    const saved = await database.saved.get(userId);
    if (fromStart) await database.farmers.where('userId').equals(userId).delete();
    // A farmer's row is found by its id through one index step per id (a cursor's round trip each). A download from
    // the start has nothing older to replace: the rows it put keep their keys (createdAt never changes), so a farmer
    // given twice by the walk is overwritten by bulkPut, and its pages skip the look-up (P8, ADR 0065).
    const walkingFromStart = fromStart || saved?.savedAt === null;
    const replaced = [...changes.removed, ...(walkingFromStart ? [] : changes.farmers.map((f) => f.id))];
    if (replaced.length) await database.farmers.where('[userId+farmerId]').anyOf(replaced.map((id) => [userId, id])).delete();
    await database.farmers.bulkPut(changes.farmers.map((f) => rowOf(userId, f)));
    const savedAt = changes.more ? (fromStart ? null : (saved?.savedAt ?? null)) : now;
    const facets = changes.more ? (saved?.facets ?? NO_FACETS) : await facetsOf(database, userId);
    await database.saved.put({ userId, savedAt, companies: changes.companies, facets, cursor: changes.cursor });
  });
}

const NO_FACETS: RegisterSaved['facets'] = { counties: [], genders: [], cropTypes: [] };

const facetOf = async (database: RegisterDb, userId: string, index: '[userId+county]' | '[userId+gender]' | '[userId+crop]') =>
  ((await database.farmers.where(index).between(...userRange(userId)).uniqueKeys()) as unknown as [string, string][]).map(([, value]) => value).filter(Boolean);

async function facetsOf(database: RegisterDb, userId: string): Promise<RegisterSaved['facets']> {
  const [counties, genders, cropTypes] = await Promise.all([
    facetOf(database, userId, '[userId+county]'),
    facetOf(database, userId, '[userId+gender]'),
    facetOf(database, userId, '[userId+crop]'),
  ]);
  return { counties, genders, cropTypes };
}

/** Where this user's next refresh starts: null for a download from the start. */
export async function registerCursor(database: RegisterDb, userId: string): Promise<string | null> {
  return (await database.saved.get(userId))?.cursor ?? null;
}

export async function registerSavedAt(database: RegisterDb, userId: string): Promise<number | null> {
  return (await database.saved.get(userId))?.savedAt ?? null;
}

/** The farmers of this user's saved register with this phone number or national ID (the register form's duplicate checks). */
export async function registerFarmersWith(database: RegisterDb, userId: string, phone: string | null, nationalId: number | undefined): Promise<FarmerDto[]> {
  const terms = [...(phone ? [term(userId, 'p', phone)] : []), ...(nationalId === undefined ? [] : [term(userId, 'n', String(nationalId))])];
  if (terms.length === 0) return [];
  const saved = await database.saved.get(userId);
  const rows = await database.farmers.where('terms').anyOf(terms).toArray();
  return rows.map((r) => dtoOf(r.farmer, saved?.companies ?? []));
}

/** Removes a user's copy (sign-out). */
export async function forgetRegister(database: RegisterDb, userId: string): Promise<void> {
  await database.transaction('rw', database.farmers, database.saved, async () => {
    await database.farmers.where('userId').equals(userId).delete();
    await database.saved.delete(userId);
  });
}

export interface RegisterFilter {
  /** The search box: name words, a phone number or a national ID (shared/farmer-search.ts). */
  name?: string;
  county?: string;
  gender?: string;
  cropType?: string;
  companyId?: string;
}

/** The server's name search: every word typed starts some word of the farmer's name, case aside. */
const wordsMatch = (name: string, typed: string[]) => {
  const words = nameWords(name);
  return typed.every((w) => words.some((word) => word.startsWith(w)));
};

/** Whether a farmer (saved or still waiting in the outbox) answers the search box, as the server would. */
export function searchMatches(farmer: Pick<FarmerDto, 'name' | 'phoneNumber' | 'nationalId'>, typed: string | undefined): boolean {
  const search = parseFarmerSearch(typed);
  if (!search) return true;
  if (search.kind === 'phone') return (normalisePhone(farmer.phoneNumber) ?? farmer.phoneNumber) === search.phone;
  if (search.kind === 'nationalId') return farmer.nationalId === search.nationalId;
  return wordsMatch(farmer.name, search.words);
}

/** The farmer as the list shows it: the register keeps no location nor sub-county, ward and village. */
function dtoOf(f: RegisterFarmer, companies: RegisterSaved['companies']): FarmerDto {
  const { registeredBy, ...rest } = f;
  return {
    ...rest,
    subCounty: null,
    ward: null,
    village: null,
    location: null,
    company: { name: companies.find((c) => c.id === f.companyId)?.name ?? '' },
    registeredBy: registeredBy === null ? null : { name: registeredBy },
  };
}

/** The keys of the rows a search names: one index read per typed word (intersected), or one for a phone or ID. */
async function searchedKeys(database: RegisterDb, userId: string, search: FarmerSearch): Promise<string[]> {
  if (search.kind === 'phone') return database.farmers.where('terms').equals(term(userId, 'p', search.phone)).primaryKeys();
  if (search.kind === 'nationalId') return database.farmers.where('terms').equals(term(userId, 'n', String(search.nationalId))).primaryKeys();
  // The longest word first: the fewest rows start with it.
  const [first, ...rest] = [...search.words].sort((a, b) => b.length - a.length);
  let keys = new Set(await database.farmers.where('terms').startsWith(term(userId, 'w', first)).primaryKeys());
  for (const word of rest) {
    if (keys.size === 0) break;
    const next = await database.farmers.where('terms').startsWith(term(userId, 'w', word)).primaryKeys();
    keys = new Set(next.filter((k) => keys.has(k)));
  }
  return [...keys];
}

/** Newest first: the keys' order, backwards. */
const newestFirst = (a: string, b: string) => (a < b ? 1 : a > b ? -1 : 0);

type FacetIndex = '[userId+county]' | '[userId+crop]' | '[userId+gender]' | '[userId+companyId]';

/**
 * A page of the saved register as GET /farmers would answer it (newest first), or null when none is saved. Reads
 * through the indexes only what the filter names: a typed search the keys that match it and the page's rows; a
 * county, crop, gender or company the page's rows off that index (any further filter among the rows of the first);
 * no filter the page's rows and a count.
 */
export async function searchRegister(
  database: RegisterDb,
  userId: string,
  filter: RegisterFilter,
  page: number,
  limit: number,
): Promise<(ResponseOf<typeof listFarmers> & { savedAt: number }) | null> {
  const saved = await database.saved.get(userId);
  if (!saved?.savedAt) return null;
  const search = parseFarmerSearch(filter.name);
  const facets: [FacetIndex, string | undefined][] = [
    ['[userId+county]', filter.county],
    ['[userId+crop]', filter.cropType],
    ['[userId+gender]', filter.gender],
    ['[userId+companyId]', filter.companyId],
  ];
  const set = facets.filter((f): f is [FacetIndex, string] => Boolean(f[1]));
  const others = (r: RegisterRow) =>
    (!filter.companyId || r.companyId === filter.companyId) &&
    (!filter.county || r.county === filter.county) &&
    (!filter.gender || r.gender === filter.gender) &&
    (!filter.cropType || r.crop === filter.cropType);
  const offset = (page - 1) * limit;
  let rows: RegisterRow[];
  let total: number;
  if (search) {
    const keys = (await searchedKeys(database, userId, search)).sort(newestFirst);
    if (set.length === 0) {
      total = keys.length;
      rows = (await database.farmers.bulkGet(keys.slice(offset, offset + limit))).filter((r): r is RegisterRow => r !== undefined);
    } else {
      const matched = (await database.farmers.bulkGet(keys)).filter((r): r is RegisterRow => r !== undefined && others(r));
      total = matched.length;
      rows = matched.slice(offset, offset + limit);
    }
  } else {
    const [index, value] = set[0] ?? [];
    const ordered = () =>
      (index ? database.farmers.where(index).equals([userId, value!]) : database.farmers.where('userId').equals(userId)).reverse();
    const narrowed = set.length > 1 ? () => ordered().filter(others) : ordered;
    [total, rows] = await Promise.all([narrowed().count(), narrowed().offset(offset).limit(limit).toArray()]);
  }
  return {
    farmers: rows.map((r) => dtoOf(r.farmer, saved.companies)),
    pagination: paginate(page, limit, total),
    filters: { companies: saved.companies, ...saved.facets },
    savedAt: saved.savedAt,
  };
}
