/** 'company_admin' → 'Company Admin': a role as the admin screens show it. */
export const roleLabel = (role: string) => role.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
