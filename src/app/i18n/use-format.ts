import { useTranslation } from 'react-i18next';
import * as format from './format';

/** The formatting functions, for a component that shows figures but no texts: it re-renders when the language changes. */
export function useFormat(): typeof format {
  useTranslation();
  return format;
}
