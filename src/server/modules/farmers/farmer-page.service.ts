import { FARMER_PAGE_ITEMS, type FarmerDetails } from '@shared/contracts/farmers';
import type { AppDeps } from '@server/context';
import { notFound } from '@server/lib/app-error';
import { requireAccess } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import { loansOfFarmer } from '../loans/loans.service';
import { salesOfFarmer } from '../sales/sales.service';
import * as edits from './farmer-edits.repo';
import * as repo from './farmers.repo';

/** GET /farmers/{id}: the farmer, their sales and loans, and the history of edits; company-scoped like the list. */
export async function farmerDetails(deps: AppDeps, user: AuthUser, id: string): Promise<FarmerDetails> {
  const farmer = await repo.findFarmerById(deps.db, id);
  if (!farmer) throw notFound('Farmer not found.');
  requireAccess(user, 'farmers.read', { companyId: farmer.companyId }, { notFound: 'Farmer not found.' });
  const [sales, loans, history] = await Promise.all([
    salesOfFarmer(deps, id, FARMER_PAGE_ITEMS),
    loansOfFarmer(deps, id, FARMER_PAGE_ITEMS),
    edits.historyOf(deps.db, id),
  ]);
  return {
    data: farmer,
    sales,
    loans,
    history: history.map(({ editedBy, recordedAt, ...entry }) => ({ ...entry, editedBy: editedBy === null ? null : { name: editedBy }, recordedAt: recordedAt.toISOString() })),
  };
}
