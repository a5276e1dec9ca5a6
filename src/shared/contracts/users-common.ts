import { z } from 'zod';
import { message } from './messages';
import { LANGUAGES } from '../languages';
import { ROLES } from '../roles';

export const roleSchema = z.enum(ROLES);
/** The language of the app and of the user's mail (issue 15). */
export const languageSchema = z.enum(LANGUAGES, message('Language must be en or sw'));
export const GENDERS = ['Male', 'Female', 'Other'] as const;
export const MARITAL_STATUSES = ['Single', 'Married', 'Divorced', 'Widowed'] as const;
export const EDUCATION_LEVELS = ['Elementary', 'High School', 'Certificate', 'Diploma', 'Bachelor', 'Master', 'PhD'] as const;

export const agentProfileSchema = z.object({
  workGeographicLocation: z.string().nullable(),
  yearsOfSalesFieldExperience: z.number().int().nullable(),
  educationLevel: z.string().nullable(),
});

/** The signed-in user as the client stores it (spec part 1 §3 "user"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  role: roleSchema,
  companyId: z.string().nullable(),
  companyName: z.string().nullable(),
  companyKind: z.enum(['seed', 'lender']).nullable(),
  companySlug: z.string().nullable(),
  companyLogoUrl: z.string().nullable(),
  photoUrl: z.string().nullable(),
  gender: z.string().nullable(),
  maritalStatus: z.string().nullable(),
  numberOfChildren: z.number().int().nullable(),
  dateOfBirth: z.string().nullable(),
  agentCode: z.string().nullable(),
  createdAt: z.string(),
  language: languageSchema,
  agentProfile: agentProfileSchema.nullable(),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;
