import { useTranslation } from 'react-i18next';
import { SALE_UNITS } from '@shared/contracts/sales';
import { i18n } from '../i18n/i18n';
import type { enums } from '../i18n/messages/en/enums';
import type { enumsSignedIn } from '../i18n/messages/en/enums-signed-in';

type Enums = typeof enums & typeof enumsSignedIn;
/** A kind of enumerated value with names in the `enums` namespace: 'role', 'activity', 'loanStatus'… */
export type EnumKind = keyof Enums;
/** A value of that kind, as the API sends it ('company_admin', 'ATTEND_CHECKIN', 'pending'…). */
export type EnumValue<K extends EnumKind> = keyof Enums[K] & string;

/**
 * An enumerated value as people read it, in the language on screen ('company_admin' → 'Company Admin' /
 * 'Msimamizi wa Kampuni'). Called while rendering; a component that calls it without `useTranslation()` uses
 * `useEnumLabel()` so it renders again when the language changes.
 */
export const enumLabel = <K extends EnumKind>(kind: K, value: EnumValue<K>): string =>
  // The key is typed by the parameters; i18next cannot follow a generic template key, hence the widening.
  i18n.t(`${kind}.${value}` as 'role.admin', { ns: 'enums' });

/** `enumLabel`, for a component: it re-renders when the language changes. */
export function useEnumLabel(): typeof enumLabel {
  useTranslation('enums');
  return enumLabel;
}

const KNOWN_UNITS = new Set<string>(SALE_UNITS);

/** A sale's unit as people read it ('Bag' → 'Gunia'); a unit the app does not know is shown as recorded. */
export const unitLabel = (unit: string): string => (KNOWN_UNITS.has(unit) ? enumLabel('saleUnit', unit as (typeof SALE_UNITS)[number]) : unit);
