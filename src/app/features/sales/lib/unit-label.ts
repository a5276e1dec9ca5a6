import { SALE_UNITS } from '@shared/contracts/sales';
import { enumLabel } from '../../../lib/labels';

const KNOWN = new Set<string>(SALE_UNITS);

/** A sale's unit as people read it ('Bag' → 'Gunia'); a unit the app does not know is shown as recorded. */
export const unitLabel = (unit: string): string => (KNOWN.has(unit) ? enumLabel('saleUnit', unit as (typeof SALE_UNITS)[number]) : unit);
