import type { en } from './en';

/**
 * The shape of a translation of `T`: the same keys, any strings. A Kiswahili file typed with it fails the typecheck
 * when a key is missing or extra; placeholders and plural forms are compared by tests/app/i18n-messages.test.ts.
 */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every namespace, as a language's texts must provide them. */
export type Messages = Shape<typeof en>;

export type Namespace = keyof typeof en;
