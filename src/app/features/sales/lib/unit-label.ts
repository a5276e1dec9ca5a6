import { SALE_UNITS } from "@shared/contracts/sales";
import type { TFunction } from "i18next";

const KNOWN = new Set<string>(SALE_UNITS);

/** A sale's unit as people read it ('Bag' → 'Gunia'); a unit the app does not know is shown as recorded. */
export const unitLabel = (t: TFunction<"sales">, unit: string): string =>
  KNOWN.has(unit) ? t(`units.${unit as (typeof SALE_UNITS)[number]}`) : unit;
