import { z } from 'zod/mini';
import { translateMessagesWith } from '@shared/contracts/messages';
import { i18n } from '@app/i18n/i18n';
import { translateMessage } from './message-texts';

/**
 * The browser runs under a CSP without 'unsafe-eval', so zod's compiled object parsers can never be used there;
 * jitless also skips zod's `new Function` probe, which Chrome reports as a CSP violation on every page (P2, best
 * practices). Imported first by main.tsx, before any contract builds a schema.
 */
z.config({ jitless: true });

/** The contracts' messages in the language on screen (forms validate with the contracts; src/shared/contracts/messages.ts). */
translateMessagesWith(translateMessage);

const t = (key: string, values?: object) => (i18n.t as unknown as (key: string, values?: object) => string)(`validation:zod.${key}`, values);

/**
 * zod's own message, for a rule without one of its own: the `validation:zod` text in every language, English too
 * (zod's English locale, "Too small: expected string to have >=3 characters", speaks to developers and weighed 1 KB
 * gzip in the entry: ADR 0035).
 */
export function zodDefaultMessage(issue: z.core.$ZodRawIssue): string {
  const textual = issue.origin === 'string';
  switch (issue.code) {
    case 'invalid_type':
      return t('invalidType');
    case 'too_small':
      return t(textual ? 'tooSmallString' : 'tooSmall', { minimum: String(issue.minimum) });
    case 'too_big':
      return t(textual ? 'tooBigString' : 'tooBig', { maximum: String(issue.maximum) });
    case 'invalid_format':
      return t('invalidFormat');
    case 'not_multiple_of':
      return t('notMultipleOf', { divisor: String(issue.divisor) });
    case 'invalid_value':
      return t('invalidValue');
    default:
      return t('invalid');
  }
}

z.config({ localeError: zodDefaultMessage });
