import { CURSOR_STALE, farmerChanges } from '@shared/contracts/farmer-changes';
import { apiCall } from '@app/lib/api-client';
import { isApiError } from '@app/lib/api-error';
import { applyChanges, registerCursor, registerDb } from '@app/offline/farmer-register';
import { oneAtATime } from '@app/offline/one-at-a-time';

/**
 * Brings the farmers the user can see on this device up to date (the offline register and the farmer pickers)
 * with what changed since the last refresh: the server's changes after the saved cursor, page after page, each
 * saved with the cursor that follows it (ADR 0050). The first time, or when the server calls the cursor stale (too
 * old, another company), the register is downloaded from the start, once. One refresh per user at a time, across
 * the tabs. Returns how many farmers were added, changed or removed.
 */
export function downloadFarmerRegister(userId: string, signal?: AbortSignal): Promise<number> {
  return oneAtATime(`fap-register:${userId}`, async () => {
    let cursor = await registerCursor(registerDb, userId);
    let fellBack = false;
    let count = 0;
    for (let more = true; more; ) {
      let answer;
      try {
        answer = await apiCall(farmerChanges, { query: { cursor: cursor ?? undefined }, signal });
      } catch (error) {
        if (fellBack || !cursor || !isApiError(error) || error.code !== CURSOR_STALE) throw error;
        fellBack = true;
        cursor = null;
        continue;
      }
      // Stopped meanwhile (this user signed out, or another signed in): their register is being forgotten, not saved.
      signal?.throwIfAborted();
      await applyChanges(registerDb, userId, answer, cursor === null);
      count += answer.farmers.length + answer.removed.length;
      cursor = answer.cursor;
      more = answer.more;
    }
    return count;
  });
}
