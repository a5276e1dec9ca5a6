import type { Access } from './contracts/endpoint';
import { ADMIN_ROLES, AGENT_ROLES, ALL_ROLES, ENGAGE_ROLES, type Role } from './roles';

/**
 * What a permission's call acts on, which decides how a caller's company and the target meet
 * (server/access, ADR 0061):
 * - `company`: the records of one company (a list, a record, a company in the path): an admin any company,
 *   anyone else their own, and a record of another company answers 404 (it does not exist for them);
 * - `user`: another user, by the caller's standing toward them (`shared/user-access.ts`): 404 for a user the
 *   caller may not know about, 403 for one they see but may not act on;
 * - `self`: the caller's own records only (their session, training, points);
 * - `none`: shared content (training modules, files, incentive options): the roles alone decide.
 */
export type AccessResource = 'company' | 'user' | 'self' | 'none';

export interface PermissionRule {
  /** Who may call at all: any signed-in user, or the listed roles (403 for the others). */
  roles: Exclude<Access, 'public'>;
  resource: AccessResource;
  /** `user` permissions: whether the caller may act on themself (403 otherwise). */
  self?: boolean;
  /** `user` permissions: whether a company admin may act on its peers (the other company admins of its company). */
  seesPeers?: boolean;
  /** `company` permissions: the roles that act only on the records they made themselves (403 on the others). */
  ownRecordsOnly?: readonly Role[];
}

/**
 * Every permission an endpoint may state (`permission` in `shared/contracts`), the one table access is decided
 * from: the route guard takes the roles, the services the resource (server/access), and the access matrix and
 * caller × target suites read it (tests/server/access-*.test.ts).
 */
export const PERMISSIONS = {
  'session.end': { roles: 'signed-in', resource: 'self' },
  'sync.run': { roles: 'signed-in', resource: 'none' },
  'sync.status': { roles: ADMIN_ROLES, resource: 'company' },

  'questions.read': { roles: 'signed-in', resource: 'company' },
  'questions.read-key': { roles: ['admin'], resource: 'company' },
  'questions.manage': { roles: ['admin'], resource: 'company' },
  'questions.stats': { roles: ADMIN_ROLES, resource: 'company' },
  'answers.read': { roles: 'signed-in', resource: 'user', self: true },
  'answers.submit': { roles: 'signed-in', resource: 'company' },

  'training.learn': { roles: ALL_ROLES, resource: 'self' },
  'training.manage': { roles: ['admin'], resource: 'none' },
  'training-report.list': { roles: ADMIN_ROLES, resource: 'company' },
  'training-report.read': { roles: ADMIN_ROLES, resource: 'user', self: true },
  'reports.agent-training': { roles: ADMIN_ROLES, resource: 'company' },
  'files.manage': { roles: ['admin'], resource: 'none' },
  'audit.read': { roles: ['admin'], resource: 'none' },

  'farmers.read': { roles: ENGAGE_ROLES, resource: 'company' },
  'farmers.register': { roles: ['engaged_agent', 'company_admin'], resource: 'company' },
  'farmers.update': { roles: ENGAGE_ROLES, resource: 'company', ownRecordsOnly: ['engaged_agent'] },
  'farmers.import': { roles: ADMIN_ROLES, resource: 'company' },
  'sales.read': { roles: ENGAGE_ROLES, resource: 'company' },
  'sales.record': { roles: ['engaged_agent'], resource: 'company' },
  'loans.read': { roles: ENGAGE_ROLES, resource: 'company' },
  'loans.apply': { roles: ['engaged_agent'], resource: 'company' },
  'loans.manage': { roles: ADMIN_ROLES, resource: 'company' },
  'targets.read': { roles: ADMIN_ROLES, resource: 'company' },
  'targets.set': { roles: ADMIN_ROLES, resource: 'company' },

  'profile.read': { roles: 'signed-in', resource: 'user', self: true },
  'profile.update': { roles: 'signed-in', resource: 'user', self: true },
  'agents.list': { roles: ADMIN_ROLES, resource: 'company' },
  'agent.read': { roles: ADMIN_ROLES, resource: 'user', self: true, seesPeers: true },
  'agent.update': { roles: ADMIN_ROLES, resource: 'user', self: false },

  'dashboard.read': { roles: ALL_ROLES, resource: 'company' },
  'dashboard.company': { roles: ADMIN_ROLES, resource: 'company' },
  'dashboard.own': { roles: AGENT_ROLES, resource: 'self' },

  'points.own': { roles: 'signed-in', resource: 'self' },
  'points.record-own': { roles: AGENT_ROLES, resource: 'self' },
  'points.award': { roles: ADMIN_ROLES, resource: 'user', self: false },
  'points.report': { roles: ADMIN_ROLES, resource: 'company' },
  'incentives.read': { roles: 'signed-in', resource: 'company' },
  'incentives.list': { roles: ADMIN_ROLES, resource: 'company' },
  'incentives.manage': { roles: ['admin'], resource: 'none' },
} as const satisfies Record<string, PermissionRule>;

export type Permission = keyof typeof PERMISSIONS;

/** Who may call an endpoint: `'public'`, or the roles of the permission it states. */
export const accessOf = (ep: { access?: 'public'; permission?: Permission }): Access =>
  ep.permission === undefined ? 'public' : PERMISSIONS[ep.permission].roles;
