import type { FarmerDto, UpdateFarmerBody } from '@shared/contracts/farmers';
import { PHONE_INVALID } from '@shared/contracts/person-fields';
import { normalisePhone } from '@shared/phone';
import type { AppDeps } from '@server/context';
import type { FieldChange } from '@server/db/schema';
import { badRequest, notFound } from '@server/lib/app-error';
import { requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import * as edits from './farmer-edits.repo';
import * as repo from './farmers.repo';
import { countyOf, duplicateError } from './farmers.service';

type TextField = 'subCounty' | 'ward' | 'village' | 'cropType' | 'farmSize';
const TEXT_FIELDS: readonly TextField[] = ['subCounty', 'ward', 'village', 'cropType', 'farmSize'];
const PLAIN_FIELDS = ['name', 'phoneNumber', 'nationalId', 'age', 'gender', 'county', ...TEXT_FIELDS] as const;
const NOT_YOUR_FARMER = 'You can correct only the farmers you registered.';

/** The columns an edit sets, normalised as registration does (E.164 phone, canonical county, '' = cleared). */
function proposedValues(body: UpdateFarmerBody): Partial<edits.EditableFarmer> {
  const values: Partial<edits.EditableFarmer> = {};
  if (body.name !== undefined) values.name = body.name;
  if (body.phoneNumber !== undefined) {
    const phone = normalisePhone(body.phoneNumber);
    if (!phone) throw badRequest(PHONE_INVALID, { phoneNumber: PHONE_INVALID });
    values.phoneNumber = phone;
  }
  if (body.gender !== undefined) values.gender = body.gender;
  if (body.county !== undefined) values.county = countyOf(body.county);
  if (body.age !== undefined) values.age = body.age;
  if (body.nationalId !== undefined) values.nationalId = body.nationalId;
  for (const field of TEXT_FIELDS) if (body[field] !== undefined) values[field] = body[field] || null;
  if (body.location !== undefined) {
    values.latitude = body.location?.latitude ?? null;
    values.longitude = body.location?.longitude ?? null;
    values.locationAccuracyM = body.location?.accuracyMeters ?? null;
  }
  return values;
}

const locationOf = (f: Pick<edits.EditableFarmer, 'latitude' | 'longitude' | 'locationAccuracyM'>) =>
  f.latitude === null || f.longitude === null || f.locationAccuracyM === null ? null : { latitude: f.latitude, longitude: f.longitude, accuracyMeters: f.locationAccuracyM };

/** Each field the edit changes, old → new, by the API's field names (the location as one field). */
function changesOf(current: edits.EditableFarmer, proposed: Partial<edits.EditableFarmer>): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of PLAIN_FIELDS) {
    const to = proposed[field];
    if (to !== undefined && to !== current[field]) changes[field] = { from: current[field], to };
  }
  if (proposed.latitude !== undefined) {
    const [from, to] = [locationOf(current), locationOf({ ...current, ...proposed })];
    if (JSON.stringify(from) !== JSON.stringify(to)) changes.location = { from, to };
  }
  return changes;
}

/**
 * Corrects a farmer. Edits of one farmer take turns (the row is locked); the edit acted later wins: one acted
 * before the last applied edit (an older phone's queue arriving late) is kept in the history, not applied.
 * Every edit that changes something is in the history, applied or not.
 */
export async function editFarmer(deps: AppDeps, user: AuthUser, id: string, body: UpdateFarmerBody, occurredAt: Date): Promise<FarmerDto> {
  const proposed = proposedValues(body);
  return deps.db.transaction(async (tx) => {
    const farmer = await edits.lockFarmerForEdit(tx, id);
    if (!farmer) throw notFound('Farmer not found.');
    // Agents correct the farmers they registered; company admins any of their company; admin any (ADR 0019).
    requireAccess(user, 'farmers.update', { companyId: farmer.companyId, ownerId: farmer.registeredById }, { notOwner: NOT_YOUR_FARMER });
    const changes = changesOf(farmer, proposed);
    if (Object.keys(changes).length > 0) {
      const applied = farmer.editedAt === null || occurredAt.getTime() >= farmer.editedAt.getTime();
      if (applied && (changes.phoneNumber || changes.nationalId)) {
        const phoneNumber = proposed.phoneNumber ?? farmer.phoneNumber;
        const nationalId = proposed.nationalId === undefined ? farmer.nationalId : proposed.nationalId;
        const other = await edits.otherFarmerWith(tx, farmer.companyId, id, phoneNumber, nationalId);
        if (other) throw duplicateError(other, phoneNumber, nationalId);
      }
      if (applied) await edits.applyEdit(tx, id, proposed, occurredAt);
      await edits.insertHistory(tx, { farmerId: id, companyId: farmer.companyId, editedById: user.id, recordedAt: occurredAt, createdAt: deps.clock.now(), changes, applied });
    }
    const stored = await repo.findFarmerById(tx, id);
    if (!stored) throw notFound('Farmer not found.');
    return stored;
  });
}
