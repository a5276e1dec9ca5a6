import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import type { enums } from '../i18n/messages/en/enums';

type Enums = typeof enums;
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
