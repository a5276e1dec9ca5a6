import { z } from 'zod/mini';
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
  workGeographicLocation: z.nullable(z.string()),
  yearsOfSalesFieldExperience: z.nullable(z.number().check(z.int())),
  educationLevel: z.nullable(z.string()),
});

/** The signed-in user as the client stores it (spec part 1 §3 "user"). */
export const sessionUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  role: roleSchema,
  companyId: z.nullable(z.string()),
  companyName: z.nullable(z.string()),
  companyKind: z.nullable(z.enum(['seed', 'lender'])),
  companySlug: z.nullable(z.string()),
  companyLogoUrl: z.nullable(z.string()),
  /** What the company calls its farmers' area column (a company setting); null without a company. */
  companyAreaLabel: z.nullable(z.enum(['county', 'district'])),
  photoUrl: z.nullable(z.string()),
  gender: z.nullable(z.string()),
  maritalStatus: z.nullable(z.string()),
  numberOfChildren: z.nullable(z.number().check(z.int())),
  dateOfBirth: z.nullable(z.string()),
  agentCode: z.nullable(z.string()),
  createdAt: z.string(),
  language: languageSchema,
  /** False until the user chooses a language: the app then shows the device's language, not `language` (ADR 0056). */
  languageChosen: z.boolean(),
  agentProfile: z.nullable(agentProfileSchema),
});
export type SessionUserDto = z.infer<typeof sessionUserSchema>;
