import { z } from 'zod';
import { PHONE_INPUT } from '../phone';
import { calendarDate } from './calendar-date';
import { personName } from './common';
import { defineEndpoint } from './endpoint';
import { EDUCATION_LEVELS, GENDERS, MARITAL_STATUSES, roleSchema, sessionUserSchema } from './users-common';

export const AGENT_CODE_PATTERN = /^AG[A-Z0-9]{6}$/;
export const MIN_PASSWORD_LENGTH = 6;

/** A required text field: the spec's message whether the field is missing, not text, or empty. */
const requiredText = (message: string) => z.string({ error: message }).trim().min(1, message);
/** A required password: never trimmed (spaces may be part of it). */
const requiredPassword = (message: string) => z.string({ error: message }).min(1, message);

export const PHONE_INVALID = 'Enter a valid phone number, for example 0712345678';
/** Any form normalisePhone takes (07…, +254…, spaces and dashes); stored in E.164. */
const phoneField = requiredText('Phone number is required').max(30).regex(PHONE_INPUT, PHONE_INVALID);

/** Required first ('Email is required'), then well-formed; trimmed so a stray space typed on a phone does not fail. */
const emailField = requiredText('Email is required').max(200).pipe(z.email('Enter a valid email address'));

export const loginBody = z.object({
  identifier: requiredText('Email or phone number is required').max(200),
  password: requiredPassword('Password is required').max(200),
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
  name: personName(),
  email: emailField,
  password: requiredPassword('Password is required').min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long').max(200),
  phoneNumber: phoneField,
  gender: z.enum(['Male', 'Female'], { error: 'Gender is required' }),
  companyId: z.uuid({ error: 'Company is required' }),
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
  identifier: requiredText('Email or phone number is required').max(200),
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
  params: z.object({ token: z.string().min(1).max(200) }),
  response: z.object({ email: z.string() }),
});

export const resetPasswordBody = z.object({
  token: z.string({ error: 'Invalid or expired reset token' }).min(1, 'Invalid or expired reset token').max(200),
  newPassword: requiredPassword('New password is required')
    .min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long')
    .max(200),
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
  password: requiredPassword('Password is required').min(MIN_PASSWORD_LENGTH, 'Password must be at least 6 characters long').max(200),
  name: personName(),
  /** The profile photo as an inline data URL (spec part 1 §3). Checked to be an image by its bytes on the server. */
  photo: z.string().max(14_000_000).regex(DATA_URL_IMAGE, 'Photo must be an image').optional().or(z.literal('')),
  gender: z.enum(GENDERS).optional(),
  maritalStatus: z.enum(MARITAL_STATUSES).optional(),
  numberOfChildren: z.coerce.number().int().min(0).max(100).default(0),
  dateOfBirth: calendarDate.optional().or(z.literal('')),
  workGeographicLocation: z.string().trim().max(200).optional(),
  yearsOfSalesFieldExperience: z.coerce.number().int().min(0).max(100).default(0),
  educationLevel: z.enum(EDUCATION_LEVELS).optional(),
  /** Sent by the form; the server ignores both (it assigns potential_agent and the default company). */
  role: z.string().max(40).optional(),
  companyId: z.string().max(64).optional(),
  /** Kept when it matches AGENT_CODE_PATTERN and is free; otherwise the server generates one (never a 400). */
  agentCode: z.string().max(40).optional(),
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
