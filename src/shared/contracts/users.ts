import { z } from 'zod/mini';
import { preprocess } from './preprocess';
import { message } from './messages';
import { calendarDate } from './calendar-date';
import { booleanQuery } from './common';
import { defineEndpoint } from './endpoint';
import { emailField, nameField, phoneField } from './person-fields';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, languageSchema, sessionUserSchema } from './users-common';

/** Photo cap of spec part 2 §9, and the message of §5. */
export const MAX_PROFILE_PHOTO_BYTES = 10 * 1024 * 1024;
export const PHOTO_TOO_LARGE = 'File size must be less than 10MB';
export const PHOTO_NOT_IMAGE = 'Please select an image file';
export const DATE_OF_BIRTH_IN_FUTURE = 'Date of birth cannot be in the future';
export const VALID_NUMBER = 'Valid number required';

/** The multipart field carrying the photo file (spec part 2 §7). */
export const PHOTO_FIELD = 'photoUrl';
/** Photos the server accepts, told by their bytes (PNG, JPEG, GIF, WebP). */
export const PHOTO_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp'] as const;

/** Multipart fields are text: '' (or nothing typed) clears an optional value. */
const blankToNull = (v: unknown) => (v === '' ? null : v);
const toWholeNumber = (v: unknown) => (v === '' || v === null ? null : typeof v === 'string' ? Number(v.trim()) : v);
const wholeNumber = preprocess(toWholeNumber, z.nullable(z.number(message(VALID_NUMBER)).check(z.int(message(VALID_NUMBER)), z.gte(0, message(VALID_NUMBER)), z.lte(100, message(VALID_NUMBER)))));

export const agentProfileUpdate = z.object({
  workGeographicLocation: z.optional(preprocess(blankToNull, z.nullable(z.string().check(z.trim(), z.maxLength(200))))),
  yearsOfSalesFieldExperience: z.optional(wholeNumber),
  educationLevel: z.optional(preprocess(blankToNull, z.nullable(z.enum(EDUCATION_LEVELS)))),
});

/**
 * PUT /users/{id}: every field optional (a field left out is unchanged, '' clears an optional one). The
 * browser sends it as multipart with `agentProfile[...]` keys and the photo; the outbox sends the same fields
 * as JSON (a nested `agentProfile`) for edits made offline.
 */
export const updateUserBody = z.object({
  name: z.optional(nameField),
  email: z.optional(emailField),
  phoneNumber: z.optional(phoneField),
  gender: z.optional(preprocess(blankToNull, z.nullable(z.enum(GENDERS)))),
  maritalStatus: z.optional(preprocess(blankToNull, z.nullable(z.enum(MARITAL_STATUSES)))),
  numberOfChildren: z.optional(wholeNumber),
  dateOfBirth: z.optional(preprocess(blankToNull, z.nullable(calendarDate))),
  agentProfile: z.optional(agentProfileUpdate),
  language: z.optional(languageSchema),
});
export type UpdateUserBody = z.infer<typeof updateUserBody>;

/** The user profile of spec part 2 §3: the stored-user fields plus the company name. */
export const userProfileSchema = z.extend(sessionUserSchema, {
  company: z.nullable(z.object({ id: z.string(), name: z.string() })),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const getUser = defineEndpoint({
  method: 'GET',
  path: '/users/{id}',
  permission: 'profile.read',
  errors: [403],
  summary: 'A user with the agent profile (self; company admins the agents and recruits of their company; admin anyone)',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  query: z.object({ includeProfile: z.optional(booleanQuery) }),
  response: z.object({ data: userProfileSchema }),
});

export const updateUser = defineEndpoint({
  offline: true,
  method: 'PUT',
  path: '/users/{id}',
  permission: 'profile.update',
  errors: [403],
  summary: 'Update a profile: self, or as getUser (multipart with the photo file `photoUrl`, or JSON without it)',
  tag: 'users',
  params: z.object({ id: z.uuid() }),
  bodyKind: 'multipart',
  fileParts: { [PHOTO_FIELD]: { types: PHOTO_MEDIA_TYPES } },
  jsonBodyToo: true,
  body: updateUserBody,
  response: z.object({ message: z.string(), data: userProfileSchema }),
});
