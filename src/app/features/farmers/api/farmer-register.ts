import { PAGE_LIMIT_MAX } from '@shared/contracts/common';
import { type FarmerDto, listFarmers } from '@shared/contracts/farmers';
import { apiCall } from '../../../lib/api-client';
import { registerDb, saveRegister } from '../../../offline/farmer-register';

/** Pages fetched at once while saving the register: quick on a good line, gentle on the server. */
const PARALLEL_PAGES = 4;

/**
 * Saves every farmer the user can see on this device (for the offline register and the farmer pickers): the
 * first page tells how many pages follow, which are fetched a few at a time. Returns how many were saved.
 */
export async function downloadFarmerRegister(userId: string, signal?: AbortSignal): Promise<number> {
  const page = (n: number) => apiCall(listFarmers, { query: { page: n, limit: PAGE_LIMIT_MAX }, signal });
  const first = await page(1);
  const farmers: FarmerDto[] = [...first.farmers];
  const rest = Array.from({ length: first.pagination.totalPages - 1 }, (_, i) => i + 2);
  for (let i = 0; i < rest.length; i += PARALLEL_PAGES) {
    const answers = await Promise.all(rest.slice(i, i + PARALLEL_PAGES).map(page));
    answers.forEach((a) => farmers.push(...a.farmers));
  }
  // A farmer registered during the download shifts the pages by one: keep each farmer once.
  const unique = [...new Map(farmers.map((f) => [f.id, f])).values()];
  // Stopped meanwhile (this user signed out, or another signed in): their register is being forgotten, not saved.
  signal?.throwIfAborted();
  await saveRegister(registerDb, userId, unique, first.filters.companies);
  return unique.length;
}
