import 'i18next';
import type { en } from './messages/en';

/** Typed keys: `t('farmers:…')` with a key that English does not have fails the typecheck (docs/i18n.md). */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: typeof en;
  }
}
