import { FARMER_CROPS } from "@shared/contracts/farmers";
import type { TFunction } from "i18next";

const KNOWN = new Set<string>(FARMER_CROPS);

/** A crop as people read it: the form's crops are translated, any other registered value is shown as typed. */
export const cropLabel = (t: TFunction<"farmers">, crop: string): string =>
  KNOWN.has(crop) ? t(`crops.${crop as (typeof FARMER_CROPS)[number]}`) : crop;
