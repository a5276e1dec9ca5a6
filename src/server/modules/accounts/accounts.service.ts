import type { SessionUserDto } from '@shared/contracts/users-common';
import type { AppDeps } from '@server/context';
import type { AgentProfileRow, CompanyRow, UserRow, UserWithCompany } from './accounts.repo';
import { findUserById } from './accounts.repo';
import * as companies from './companies.repo';

export type { CompanyRow, UserWithCompany } from './accounts.repo';

/** What other modules ask of accounts: a user with company and profile, a company, a user as the session holds it. */
export const findAccount = (deps: AppDeps, userId: string): Promise<UserWithCompany | undefined> => findUserById(deps.db, userId);

export const findCompany = (deps: AppDeps, companyId: string): Promise<CompanyRow | undefined> => companies.findCompanyById(deps.db, companyId);

/** Every company by name: the sign-up form's list. */
export const listCompanies = (deps: AppDeps) => companies.listCompanies(deps.db);

/** The stored user as the client keeps it in its session (never the password hash or token version). */
export function toSessionUser(row: UserRow, company: CompanyRow | null, profile: AgentProfileRow | null): SessionUserDto {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    role: row.role,
    companyId: row.companyId,
    companyName: company?.name ?? null,
    companyKind: company?.kind ?? null,
    companySlug: company?.slug ?? null,
    companyLogoUrl: company?.logoUrl ?? null,
    companyAreaLabel: company?.areaLabel ?? null,
    photoUrl: row.photoUrl,
    gender: row.gender,
    maritalStatus: row.maritalStatus,
    numberOfChildren: row.numberOfChildren,
    dateOfBirth: row.dateOfBirth,
    agentCode: row.agentCode,
    createdAt: row.createdAt.toISOString(),
    language: row.language,
    languageChosen: row.languageChosen,
    agentProfile: profile
      ? {
          workGeographicLocation: profile.workGeographicLocation,
          yearsOfSalesFieldExperience: profile.yearsOfSalesFieldExperience,
          educationLevel: profile.educationLevel,
        }
      : null,
  };
}
