export const ROLES = ['admin', 'company_admin', 'potential_agent', 'engaged_agent'] as const;
export type Role = (typeof ROLES)[number];

export const ALL_ROLES: readonly Role[] = ROLES;
export const ADMIN_ROLES: readonly Role[] = ['admin', 'company_admin'];
export const AGENT_ROLES: readonly Role[] = ['potential_agent', 'engaged_agent'];
export const ENGAGE_ROLES: readonly Role[] = ['admin', 'engaged_agent', 'company_admin'];

export const isAgentRole = (role: Role): boolean => AGENT_ROLES.includes(role);
