import type { Namespace, ParseKeys } from 'i18next';

/** A message's key in any namespace (`'farmers:outbox.register'`), checked against the English texts. */
export type MessageKey = ParseKeys<Namespace>;

/**
 * A text kept on the device to be shown later (an outbox entry's label, its "accepted" message): its key and
 * values, so it is shown in the language on screen then, not the one it was made in. Numbers are formatted
 * then too; a value may itself be such a text ("a farmer" where the name is unknown). Types only: the outbox,
 * which the service worker runs too, holds these without loading i18next (entry-text.ts shows them).
 */
export interface StoredText {
  key: MessageKey;
  values?: Record<string, string | number | StoredText>;
}
