import { z } from 'zod/mini';
import { message } from './messages';
import { PHONE_INPUT } from '../phone-input';

/**
 * The fields that describe a person (sign-up, pre-registration, profile, Manage Users, the farmer form), each
 * rule with its own message: a schema-level `error` also answers for every rule that has no message of its own,
 * which made a 300-character name say 'Name is required'.
 */
export const NAME_MAX = 120;
export const EMAIL_MAX = 200;
export const PHONE_MAX = 30;
export const PASSWORD_MAX = 200;
export const MIN_PASSWORD_LENGTH = 6;

export const PHONE_INVALID = 'Enter a valid phone number, for example 0712345678';
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters long';
export const tooLong = (field: string, max: number) => `${field} must be at most ${max} characters`;

/** Required text: the spec's message whether the field is missing, not text, or blank. */
export const requiredText = (text: string) => z.string(message(text)).check(z.trim(), z.minLength(1, message(text)));
/** A required password: never trimmed (spaces may be part of it). */
export const requiredPassword = (text: string) => z.string(message(text)).check(z.minLength(1, message(text)));

export const NAME_NEEDS_LETTER = 'A name needs at least one letter';
/**
 * Spaces and invisible characters at either end of a name: format characters (zero-width space, joiners, BOM…)
 * and every default-ignorable code point, which includes letters that draw nothing (the Hangul fillers U+3164,
 * U+115F, U+1160 are category Lo).
 */
const INVISIBLE_EDGES = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]+|[\s\p{Cf}\p{Default_Ignorable_Code_Point}]+$/gu;
/** No control characters (NUL, escapes, line breaks) anywhere in a name. */
const NO_CONTROL_CHARACTER = /^\P{Cc}*$/u;
const CONTROL_CHARACTER_REFUSED = 'Contains a character that is not allowed';
/** At least one letter, in any script. */
const HAS_LETTER = /\p{L}/u;
/**
 * ...that is visible: a letter (\p{L}) that is not a default-ignorable code point. A refinement beside the regex
 * above, since JSON Schema tools (and fast-check's generator) do not all read a lookahead.
 */
const VISIBLE_LETTER = /(?!\p{Default_Ignorable_Code_Point})\p{L}/u;

/**
 * The one schema of a person's name (sign-up, pre-registration, profile, user edit, farmer): trimmed of spaces
 * and invisible characters, so a name of only those is missing (`requiredMessage`); no control characters; at
 * least one visible letter. Regexes where they can be, so the OpenAPI document states the rule too.
 */
export const personName = (requiredMessage = 'Name is required', max = NAME_MAX) =>
  z
    .string(message(requiredMessage)).check(z.overwrite((v) => v.replace(INVISIBLE_EDGES, '')), z.minLength(1, message(requiredMessage)), z.maxLength(max, message(tooLong('Name', max))), z.regex(NO_CONTROL_CHARACTER, message(CONTROL_CHARACTER_REFUSED)), z.regex(HAS_LETTER, message(NAME_NEEDS_LETTER)), z.refine((v) => VISIBLE_LETTER.test(v), message(NAME_NEEDS_LETTER)));

export const nameField = personName();
/** Required first ('Email is required'), then well-formed; trimmed so a stray space typed on a phone does not fail. */
export const emailField = z.pipe(requiredText('Email is required').check(z.maxLength(EMAIL_MAX, message(tooLong('Email', EMAIL_MAX)))), z.email(message('Enter a valid email address')));
/** Any form normalisePhone takes (07…, +254…, spaces and dashes); stored in E.164. A regex, so OpenAPI states it. */
export const phoneField = requiredText('Phone number is required').check(z.maxLength(PHONE_MAX, message(PHONE_INVALID)), z.regex(PHONE_INPUT, message(PHONE_INVALID)));
/** A password being chosen (sign-up, registration, reset). */
export const newPasswordField = (requiredMessage: string) =>
  requiredPassword(requiredMessage).check(z.minLength(MIN_PASSWORD_LENGTH, message(PASSWORD_TOO_SHORT)), z.maxLength(PASSWORD_MAX, message(tooLong('Password', PASSWORD_MAX))));

/**
 * A form field that may stay empty (an edit form does not send it) and otherwise follows `field`, with its
 * messages.
 */
export const emptyOr = (field: z.ZodMiniType) =>
  z.string().check(z.superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = field.safeParse(value);
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0].message });
  }));
