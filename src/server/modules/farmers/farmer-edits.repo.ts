import { and, desc, eq, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { type FieldChange, farmerHistory, farmers, users } from '@server/db/schema';
import { farmerFieldColumns } from './farmers.repo';

/** The editable columns of a farmer, by the API's field names (location split into its three columns). */
export interface EditableFarmer {
  name: string;
  phoneNumber: string;
  nationalId: number | null;
  age: number | null;
  gender: string;
  county: string;
  subCounty: string | null;
  ward: string | null;
  village: string | null;
  cropType: string | null;
  farmSize: string | null;
  latitude: number | null;
  longitude: number | null;
  locationAccuracyM: number | null;
}

export interface FarmerForEdit extends EditableFarmer {
  id: string;
  companyId: string;
  registeredById: string | null;
  editedAt: Date | null;
}

/** The farmer, locked until the end of the transaction: two edits of one farmer apply one after the other. */
export async function lockFarmerForEdit(db: Db, id: string): Promise<FarmerForEdit | null> {
  const [row] = await db
    .select({
      id: farmers.id,
      companyId: farmers.companyId,
      registeredById: farmers.registeredById,
      editedAt: farmers.editedAt,
      ...farmerFieldColumns,
    })
    .from(farmers)
    .where(eq(farmers.id, id))
    .for('update')
    .limit(1);
  return row ? { ...row, nationalId: row.nationalId === null ? null : Number(row.nationalId) } : null;
}

/** Another farmer of the company holding this phone number or national id (the duplicate check of an edit). */
export async function otherFarmerWith(db: Db, companyId: string, exceptId: string, phoneNumber: string, nationalId: number | null) {
  const match = nationalId === null ? eq(farmers.phoneNumber, phoneNumber) : or(eq(farmers.phoneNumber, phoneNumber), eq(farmers.nationalId, nationalId));
  const [row] = await db
    .select({ phoneNumber: farmers.phoneNumber, nationalId: farmers.nationalId })
    .from(farmers)
    .where(and(eq(farmers.companyId, companyId), ne(farmers.id, exceptId), match))
    .limit(1);
  return row ? { phoneNumber: row.phoneNumber, nationalId: row.nationalId === null ? null : Number(row.nationalId) } : null;
}

export async function applyEdit(db: Db, id: string, values: Partial<EditableFarmer>, editedAt: Date): Promise<void> {
  await db
    .update(farmers)
    .set({ ...values, editedAt })
    .where(eq(farmers.id, id));
}

export interface NewHistoryEntry {
  farmerId: string;
  companyId: string;
  editedById: string;
  recordedAt: Date;
  createdAt: Date;
  changes: Record<string, FieldChange>;
  applied: boolean;
}

export async function insertHistory(db: Db, entry: NewHistoryEntry): Promise<void> {
  await db.insert(farmerHistory).values(entry);
}

export interface HistoryRow {
  id: string;
  editedBy: string | null;
  recordedAt: Date;
  changes: Record<string, FieldChange>;
  applied: boolean;
}

/** A farmer's edits, the latest act first. */
export async function historyOf(db: Db, farmerId: string): Promise<HistoryRow[]> {
  return db
    .select({ id: farmerHistory.id, editedBy: users.name, recordedAt: farmerHistory.recordedAt, changes: farmerHistory.changes, applied: farmerHistory.applied })
    .from(farmerHistory)
    .leftJoin(users, eq(users.id, farmerHistory.editedById))
    .where(eq(farmerHistory.farmerId, farmerId))
    .orderBy(desc(farmerHistory.recordedAt), desc(sql`${farmerHistory.createdAt}`));
}
