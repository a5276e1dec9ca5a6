import { randomUUID } from 'node:crypto';
import {
  FARMER_IMPORT_MAX_LISTED_ERRORS,
  IMPORT_MESSAGES,
  type ImportFarmersResult,
  type ImportRowError,
  importFarmersForm,
} from '@shared/contracts/farmer-import';
import type { FarmerCsvField } from '@shared/farmer-csv';
import type { AppDeps } from '@server/context';
import { badRequest, forbidden } from '@server/lib/app-error';
import { inTransaction } from '@server/db/tx-context';
import { yieldTurn } from '@server/db/yield-turn';
import type { AuthUser } from '@server/plugins/auth';
import type { Upload } from '@server/plugins/endpoint-table';
import { readImportForm } from './farmer-import-form';
import { type CheckedRow, checkRows } from './farmer-import-rows';
import * as repo from './farmers.repo';
import { newFarmer } from './farmers.service';

/** Rows whose phone numbers and national IDs are looked up per statement. */
const LOOKUP_CHUNK = 5000;
/** Rows per INSERT on PostgreSQL, all in one transaction. */
const INSERT_BATCH = 1000;
/**
 * PGlite has one connection: every statement of the import holds it, so the import runs in slices short enough
 * for another request's statements to pass in between (ADR 0055). 1,000 rows took ~1 s to insert at load ~25
 * (the name-word trigger half of it) and a 200-row slice 0.5–1 s at load 20: a request of a few statements waits
 * behind one slice per statement, so slices stay at 100 rows and 250 look-ups.
 */
const PGLITE_INSERT_SLICE = 100;
const PGLITE_LOOKUP_SLICE = 250;

/** The company the farmers go into: admin names it; a company admin's own (another one is refused). */
async function targetCompany(deps: AppDeps, user: AuthUser, fields: Record<string, string>): Promise<string> {
  const form = importFarmersForm.safeParse({ companyId: fields.companyId || undefined });
  if (!form.success) throw badRequest(IMPORT_MESSAGES.companyUnknown, { companyId: IMPORT_MESSAGES.companyUnknown });
  const requested = form.data.companyId;
  if (user.role !== 'admin') {
    if (!user.companyId || (requested && requested !== user.companyId)) throw forbidden(IMPORT_MESSAGES.otherCompany);
    return user.companyId;
  }
  if (!requested) throw badRequest(IMPORT_MESSAGES.companyRequired, { companyId: IMPORT_MESSAGES.companyRequired });
  if ((await repo.companiesFor(deps.db, requested)).length === 0) throw badRequest(IMPORT_MESSAGES.companyUnknown, { companyId: IMPORT_MESSAGES.companyUnknown });
  return requested;
}

const chunks = <T>(items: T[], size: number): T[][] => Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/** The phone numbers and national IDs of these rows already registered in the company. */
async function takenIn(deps: AppDeps, companyId: string, rows: CheckedRow[]) {
  const phones = new Set<string>();
  const nationalIds = new Set<number>();
  const pglite = deps.database.kind === 'pglite';
  for (const part of chunks(rows, pglite ? PGLITE_LOOKUP_SLICE : LOOKUP_CHUNK)) {
    const ids = part.flatMap((r) => (r.body.nationalId === undefined ? [] : [r.body.nationalId]));
    const taken = await repo.takenInCompany(deps.db, companyId, part.map((r) => r.phoneNumber), ids);
    taken.phones.forEach((p) => phones.add(p));
    taken.nationalIds.forEach((n) => nationalIds.add(n));
    if (pglite) await yieldTurn();
  }
  return { phones, nationalIds };
}

const phoneTaken = (row: number, phoneNumber: string, headerOf: (f: FarmerCsvField) => string): ImportRowError => ({
  row,
  field: headerOf('phoneNumber'),
  message: `A farmer with phone number ${phoneNumber} is already registered`,
});
const nationalIdTaken = (row: number, nationalId: number, headerOf: (f: FarmerCsvField) => string): ImportRowError => ({
  row,
  field: headerOf('nationalId'),
  message: `A farmer with national ID ${nationalId} is already registered`,
});

/**
 * Leaves out the rows whose phone number or national ID is registered in the company already, or repeated
 * on an earlier row of the file (the first row keeps it), each reported under its column.
 */
async function withoutDuplicates(deps: AppDeps, companyId: string, rows: CheckedRow[], headerOf: (f: FarmerCsvField) => string) {
  const taken = await takenIn(deps, companyId, rows);
  const phoneRow = new Map<string, number>();
  const nationalIdRow = new Map<number, number>();
  const errors: ImportRowError[] = [];
  const fresh = rows.filter(({ row, body, phoneNumber }) => {
    const before = errors.length;
    const { nationalId } = body;
    if (taken.phones.has(phoneNumber)) errors.push(phoneTaken(row, phoneNumber, headerOf));
    else if (phoneRow.has(phoneNumber)) errors.push({ row, field: headerOf('phoneNumber'), message: `Phone number ${phoneNumber} is also on row ${phoneRow.get(phoneNumber)}` });
    if (nationalId !== undefined && taken.nationalIds.has(nationalId)) errors.push(nationalIdTaken(row, nationalId, headerOf));
    else if (nationalId !== undefined && nationalIdRow.has(nationalId)) errors.push({ row, field: headerOf('nationalId'), message: `National ID ${nationalId} is also on row ${nationalIdRow.get(nationalId)}` });
    if (!phoneRow.has(phoneNumber)) phoneRow.set(phoneNumber, row);
    if (nationalId !== undefined && !nationalIdRow.has(nationalId)) nationalIdRow.set(nationalId, row);
    return errors.length === before;
  });
  return { fresh, errors };
}

/**
 * All or nothing on PGlite without holding its one connection (ADR 0055): each slice is a statement of its own,
 * other requests' statements run in between, and a failure deletes the slices already written before it is
 * thrown. The importing company sees its new farmers arrive during the import.
 */
async function insertInSlices(deps: AppDeps, farmers: repo.NewFarmer[]): Promise<string[]> {
  const inserted: string[] = [];
  try {
    for (const slice of chunks(farmers, PGLITE_INSERT_SLICE)) {
      inserted.push(...(await repo.insertFarmersSkippingTaken(deps.db, slice)));
      await yieldTurn();
    }
  } catch (error) {
    for (const ids of chunks(inserted, PGLITE_INSERT_SLICE)) await repo.deleteFarmersByIds(deps.db, ids);
    throw error;
  }
  return inserted;
}

/** PostgreSQL: batches of multi-row INSERTs in one transaction (a savepoint inside the keyed write's). */
async function insertInOneTransaction(deps: AppDeps, farmers: repo.NewFarmer[]): Promise<string[]> {
  const inserted: string[] = [];
  await deps.db.transaction(async () => {
    for (const batch of chunks(farmers, INSERT_BATCH)) inserted.push(...(await repo.insertFarmersSkippingTaken(deps.db, batch)));
  });
  return inserted;
}

/**
 * Writes the rows, all or nothing (above). Registered by the importer, recorded at the act (`recordedAt` = the import, ADR 0022), server times
 * a millisecond apart so the register keeps the file's order. A row that lost a race with a registration
 * made meanwhile is skipped by ON CONFLICT and reported under the column it lost on.
 */
async function write(deps: AppDeps, user: AuthUser, companyId: string, rows: CheckedRow[], recordedAt: Date, headerOf: (f: FarmerCsvField) => string) {
  const end = deps.clock.now().getTime();
  const ids = rows.map(() => randomUUID());
  const farmers = rows.map((r, i) =>
    newFarmer(user, companyId, ids[i], r.body, r.phoneNumber, { createdAt: new Date(end - (rows.length - 1 - i)), recordedAt }),
  );
  const sliced = deps.database.kind === 'pglite' && !inTransaction(deps.db);
  const inserted = new Set(await (sliced ? insertInSlices(deps, farmers) : insertInOneTransaction(deps, farmers)));
  const lost = rows.filter((_, i) => !inserted.has(ids[i]));
  // Reported under the column that now holds another farmer's value (the phone when that farmer is gone again).
  const taken = lost.length > 0 ? await takenIn(deps, companyId, lost) : null;
  const raced = lost.flatMap((r) => {
    const { nationalId } = r.body;
    const phone = taken?.phones.has(r.phoneNumber);
    const id = nationalId !== undefined && taken?.nationalIds.has(nationalId);
    return [...(phone || !id ? [phoneTaken(r.row, r.phoneNumber, headerOf)] : []), ...(id ? [nationalIdTaken(r.row, nationalId, headerOf)] : [])];
  });
  return { created: inserted.size, raced };
}

/**
 * POST /farmers/import (issue 17 item 5, ADR 0022): reads the CSV, checks every row as registration does,
 * leaves out duplicates and, unless `dryRun`, writes the rest. No points: an import is not an agent's act.
 */
export async function importFarmers(deps: AppDeps, user: AuthUser, upload: Upload | null, dryRun: boolean, occurredAt: Date): Promise<ImportFarmersResult> {
  if (!upload) throw badRequest(IMPORT_MESSAGES.noFile);
  const form = await readImportForm(upload);
  const companyId = await targetCompany(deps, user, form.fields);
  if (!form.records) throw badRequest(IMPORT_MESSAGES.noFile);
  const checked = await checkRows(form.records);
  const headerOf = (field: FarmerCsvField) => checked.headers.get(field) ?? field;
  const { fresh, errors: duplicates } = await withoutDuplicates(deps, companyId, checked.good, headerOf);
  const outcome = dryRun ? null : await write(deps, user, companyId, fresh, occurredAt, headerOf);
  const errors = [...checked.errors, ...duplicates, ...(outcome?.raced ?? [])].sort((a, b) => a.row - b.row);
  return {
    rows: checked.rows,
    valid: outcome ? outcome.created : fresh.length,
    errors: errors.slice(0, FARMER_IMPORT_MAX_LISTED_ERRORS),
    errorCount: errors.length,
    ...(outcome ? { created: outcome.created } : {}),
  };
}
