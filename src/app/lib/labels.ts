/** 'company_admin' → 'Company Admin': a role as the admin screens show it. */
export const roleLabel = (role: string) => role.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** 'ATTEND_CHECKIN' → 'Attend checkin': a point event's type as the screens show it. */
export const activityLabel = (type: string) => type.replace(/_/g, ' ').toLowerCase().replace(/^\w/, (c) => c.toUpperCase());
