import { z } from 'zod/mini';
import { message } from './messages';
import { calendarDate } from './calendar-date';
import { defineEndpoint } from './endpoint';
import { PASSWORD_MAX, emailField, nameField, newPasswordField, phoneField, requiredPassword, requiredText, tooLong } from './person-fields';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, languageSchema, roleSchema, sessionUserSchema } from './users-common';

export const AGENT_CODE_PATTERN = /^AG[A-Z0-9]{6}$/;

const IDENTIFIER_MAX = 200;
const identifierField = requiredText('Email or phone number is required').check(z.maxLength(IDENTIFIER_MAX, message(tooLong('Email or phone number', IDENTIFIER_MAX))));

export const loginBody = z.object({
  identifier: identifierField,
  password: requiredPassword('Password is required').check(z.maxLength(PASSWORD_MAX, message(tooLong('Password', PASSWORD_MAX)))),
});

export const login = defineEndpoint({
  method: 'POST',
  path: '/auth/login',
  access: 'public',
  errors: [401, 404, 429],
  summary: 'Sign in with an email or a phone number',
  tag: 'auth',
  body: loginBody,
  response: z.object({ token: z.string(), role: roleSchema, user: sessionUserSchema }),
});

export const signupBody = z.object({
  name: nameField,
  email: emailField,
  password: newPasswordField('Password is required'),
  phoneNumber: phoneField,
  gender: z.enum(['Male', 'Female'], message('Gender is required')),
  companyId: z.uuid(message('Company is required')),
  /** The language the device shows at sign-up; English when absent. */
  language: z.optional(languageSchema),
});

export const signup = defineEndpoint({
  method: 'POST',
  path: '/auth/signup',
  access: 'public',
  errors: [429],
  summary: 'Create an account (always a potential agent of an existing company)',
  tag: 'auth',
  body: signupBody,
  successStatus: 201,
  response: z.object({ message: z.string(), user: sessionUserSchema }),
});

export const forgotPasswordBody = z.object({
  identifier: identifierField,
});

export const forgotPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/forgot-password',
  access: 'public',
  errors: [404, 429, 503],
  summary: 'Send a password reset link by mail (valid 1 hour)',
  tag: 'auth',
  body: forgotPasswordBody,
  response: z.object({ message: z.string() }),
});

export const verifyResetToken = defineEndpoint({
  method: 'GET',
  path: '/auth/verify-reset-token/{token}',
  access: 'public',
  errors: [429],
  summary: 'Check a reset token; answers the account email',
  tag: 'auth',
  params: z.object({ token: z.string().check(z.minLength(1), z.maxLength(200)) }),
  response: z.object({ email: z.string() }),
});

export const resetPasswordBody = z.object({
  token: z.string(message('Invalid or expired reset token')).check(z.minLength(1, message('Invalid or expired reset token')), z.maxLength(200)),
  newPassword: newPasswordField('New password is required'),
});

export const resetPassword = defineEndpoint({
  method: 'POST',
  path: '/auth/reset-password',
  access: 'public',
  errors: [429],
  summary: 'Set a new password with a reset token (single use); signs out every device',
  tag: 'auth',
  body: resetPasswordBody,
  response: z.object({ message: z.string() }),
});

export const listCompanies = defineEndpoint({
  method: 'GET',
  path: '/companies/all',
  access: 'public',
  summary: 'Companies to choose from at sign-up and in filters',
  tag: 'companies',
  response: z.object({ companies: z.array(z.object({ id: z.string(), name: z.string(), kind: z.enum(['seed', 'lender']) })) }),
});

const DATA_URL_IMAGE = /^data:image\/[a-z0-9.+-]+;base64,[A-Za-z0-9+/=\s]+$/i;

export const preRegistrationBody = z.object({
  email: emailField,
  phoneNumber: phoneField,
  password: newPasswordField('Password is required'),
  /** Not among the spec's checks (part 1 §5) but kept required: menus, reports and lists name the agent (docs/decisions.md). */
  name: nameField,
  /** The profile photo as an inline data URL (spec part 1 §3). Checked to be an image by its bytes on the server. */
  photo: z.union([z.optional(z.string().check(z.maxLength(14_000_000), z.regex(DATA_URL_IMAGE, message('Photo must be an image')))), z.literal('')]),
  gender: z.optional(z.enum(GENDERS)),
  maritalStatus: z.optional(z.enum(MARITAL_STATUSES)),
  numberOfChildren: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  dateOfBirth: z.union([z.optional(calendarDate), z.literal('')]),
  workGeographicLocation: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  yearsOfSalesFieldExperience: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  educationLevel: z.optional(z.enum(EDUCATION_LEVELS)),
  /** Sent by the form; the server ignores both (it assigns potential_agent and the default company). */
  role: z.optional(z.string().check(z.maxLength(40))),
  companyId: z.optional(z.string().check(z.maxLength(64))),
  /** Kept when it matches AGENT_CODE_PATTERN and is free; otherwise the server generates one (never a 400). */
  agentCode: z.optional(z.string().check(z.maxLength(40))),
  /** The language the device shows at registration; English when absent. */
  language: z.optional(languageSchema),
});

export const submitPreRegistration = defineEndpoint({
  method: 'POST',
  path: '/agents/pre-registration/submit',
  access: 'public',
  errors: [409, 429, 503],
  summary: 'Agent pre-registration: creates a potential agent with an agent profile in the default company',
  tag: 'auth',
  body: preRegistrationBody,
  successStatus: 201,
  response: z.object({ message: z.string(), token: z.string(), role: roleSchema, user: sessionUserSchema }),
});
