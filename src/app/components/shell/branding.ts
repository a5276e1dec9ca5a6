import type { Role } from '@shared/roles';

const BRANDED_ROLES: readonly Role[] = ['potential_agent', 'engaged_agent', 'company_admin'];

/** The company's own logo for its staff (spec part 1 §1); null means the default two-logo header. */
export function companyLogoFor(user: { role: Role; companyLogoUrl: string | null } | null | undefined): string | null {
  if (!user || !user.companyLogoUrl) return null;
  return BRANDED_ROLES.includes(user.role) ? user.companyLogoUrl : null;
}
