import type { Role } from '@shared/roles';

const ALL: readonly Role[] = ['admin', 'potential_agent', 'engaged_agent', 'company_admin'];
const ENGAGE: readonly Role[] = ['admin', 'engaged_agent', 'company_admin'];
const ADMINS: readonly Role[] = ['admin', 'company_admin'];
const ADMIN: readonly Role[] = ['admin'];

/** The route table of spec part 1 §2: who may open each protected path. Guards and the menu both read it. */
export const ROUTE_ROLES = {
  '/dashboard': ALL,
  '/playorDownload': ALL,
  '/training': ALL,
  '/training/module/$moduleId': ALL,
  '/training/preTrainingQuestionnaire': ALL,
  '/settings/profile': ALL,
  '/incentives': ALL,
  '/sync': ALL,
  '/admin/training': ADMIN,
  '/training/modules': ADMIN,
  '/file-upload': ADMIN,
  '/engage/farmers': ENGAGE,
  // Opened from Farmers (ENGAGE) and All Farmers (ADMINS, all of them in ENGAGE).
  '/engage/farmers/$farmerId': ENGAGE,
  // Import (issue 17 item 5): from Farmers for company admins, from All Farmers for admin.
  '/engage/farmers/import': ADMINS,
  '/engage/sales': ENGAGE,
  '/engage/loans': ENGAGE,
  '/all-farmers': ADMINS,
  '/admin/gamification': ADMINS,
  '/agents': ADMINS,
  '/reports/posttrainingreport': ADMINS,
  '/reports/agent-training': ADMINS,
  '/reports/gamification': ADMINS,
} as const satisfies Record<string, readonly Role[]>;

export type ProtectedPath = keyof typeof ROUTE_ROLES;

export const canOpen = (path: ProtectedPath, role: Role): boolean => (ROUTE_ROLES[path] as readonly Role[]).includes(role);

/** The layout route every protected screen sits under (routes/_app.tsx); it adds nothing to the path. */
export const SIGNED_IN_LAYOUT = '/_app';

/** The table's path of a screen under the signed-in layout ('/_app/training/' → '/training'); null if not in the table. */
export function protectedPathOf(routeId: string): ProtectedPath | null {
  if (!routeId.startsWith(`${SIGNED_IN_LAYOUT}/`)) return null;
  // 'farmers_/$farmerId': a trailing underscore keeps a screen out of its parent's layout, not part of the path.
  const path = routeId.slice(SIGNED_IN_LAYOUT.length).replace(/(.)\/$/, '$1').replace(/_(?=\/|$)/g, '');
  return Object.hasOwn(ROUTE_ROLES, path) ? (path as ProtectedPath) : null;
}
