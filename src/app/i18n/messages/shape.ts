import type { en } from './en';
import type { publicEn } from './en/public';
import type { signedInEn } from './en/signed-in';

/**
 * The shape of a translation of `T`: the same keys, any strings. A Kiswahili file typed with it fails the typecheck
 * when a key is missing or extra; placeholders and plural forms are compared by tests/app/i18n-messages.test.ts.
 */
export type Shape<T> = { readonly [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

/** Every namespace, as a language's texts must provide them. */
export type Messages = Shape<typeof en>;
/** The namespaces of the public screens and the entry (in the entry chunk for English). */
export type PublicMessages = Shape<typeof publicEn>;
/** The namespaces only signed-in screens use (a chunk per language, loaded once someone is signed in). */
export type SignedInMessages = Shape<typeof signedInEn>;

export type Namespace = keyof typeof en;
