import { formatNumber } from './format';
import { i18n } from './i18n';
import type { StoredText } from './stored-text';

const valueText = (value: string | number | StoredText): string =>
  typeof value === 'number' ? formatNumber(value) : typeof value === 'string' ? value : textOf(value);

/** The text in the language on screen now. */
export function textOf({ key, values }: StoredText): string {
  const shown = Object.fromEntries(Object.entries(values ?? {}).map(([name, value]) => [name, valueText(value)]));
  // The key was checked where the text was made; `t`'s overloads cannot take the union of every key at once.
  return (i18n.t as (key: string, values: Record<string, string>) => string)(key, shown);
}

/** A stored text in the language on screen; without one (kept before texts were stored so), the text as it was saved. */
export const textOr = (text: StoredText | undefined, saved: string): string => (text ? textOf(text) : saved);
