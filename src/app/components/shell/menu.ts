import type { Role } from '@shared/roles';
import { IconAward, IconChartBar, IconTrophy, IconClipboardCheck, IconCoins, IconReceipt, IconCloudUpload, IconFileMusic, IconHeadphones, IconHome, IconSchool, IconUserCircle, IconUserCog, IconPlant2, IconReportAnalytics, IconUsersGroup, type Icon } from '@tabler/icons-react';
import type { shellSignedIn } from '@app/i18n/messages/en/shell-signed-in';
import { ROUTE_ROLES, type ProtectedPath } from '@app/lib/route-access';

export type MenuGroup = 'Engage' | 'Admin' | 'Reports' | 'Settings';
export type CompanyKind = 'seed' | 'lender';
/** An entry's name: its key in `shell:menu`. */
export type MenuLabel = keyof typeof shellSignedIn.menu;

export interface MenuEntry {
  label: MenuLabel;
  path: ProtectedPath;
  icon: Icon;
  group?: MenuGroup;
  /** Who sees the entry; defaults to the roles the route's guard admits, so menu and guard never disagree. */
  roles?: readonly Role[];
  /** Hidden for non-admin users of a company of this kind (spec part 1 §6: Loans for seed, Sales for lender). */
  hiddenForKind?: CompanyKind;
}

/**
 * The sidebar, one line per entry. Add the line when the screen exists (never before): the order on screen
 * comes from SPEC_ORDER, so the position of a line here does not matter.
 */
export const MENU: readonly MenuEntry[] = [
  { label: 'assessment', path: '/training/preTrainingQuestionnaire', icon: IconClipboardCheck },
  { label: 'assessmentsReport', path: '/reports/posttrainingreport', icon: IconReportAnalytics, group: 'Reports' },
  { label: 'farmers', path: '/engage/farmers', icon: IconPlant2, group: 'Engage' },
  { label: 'sales', path: '/engage/sales', icon: IconReceipt, group: 'Engage', hiddenForKind: 'lender' },
  { label: 'loans', path: '/engage/loans', icon: IconCoins, group: 'Engage', hiddenForKind: 'seed' },
  { label: 'allFarmers', path: '/all-farmers', icon: IconUsersGroup, group: 'Admin' },
  { label: 'home', path: '/dashboard', icon: IconHome },
  { label: 'training', path: '/training', icon: IconHeadphones },
  { label: 'manageAudios', path: '/training/modules', icon: IconFileMusic, group: 'Admin' },
  { label: 'sync', path: '/sync', icon: IconCloudUpload, group: 'Settings' },
  { label: 'gamification', path: '/incentives', icon: IconTrophy },
  { label: 'manageGamification', path: '/admin/gamification', icon: IconAward, group: 'Admin' },
  { label: 'gamificationReport', path: '/reports/gamification', icon: IconChartBar, group: 'Reports' },
  { label: 'manageUsers', path: '/agents', icon: IconUserCog, group: 'Admin' },
  { label: 'agentTrainingReport', path: '/reports/agent-training', icon: IconSchool, group: 'Reports' },
  { label: 'profile', path: '/settings/profile', icon: IconUserCircle, group: 'Settings' },
];

/** The sidebar order of spec part 1 §2; a group sits where its first entry would. */
const SPEC_ORDER: readonly ProtectedPath[] = [
  '/dashboard',
  '/training/preTrainingQuestionnaire',
  '/training',
  '/engage/sales',
  '/engage/farmers',
  '/engage/loans',
  '/incentives',
  '/agents',
  '/training/modules',
  '/all-farmers',
  '/admin/gamification',
  '/reports/agent-training',
  '/reports/posttrainingreport',
  '/reports/gamification',
  '/settings/profile',
];

export interface MenuViewer {
  role: Role;
  companyKind: CompanyKind | null;
}

export type MenuItem = { kind: 'link'; entry: MenuEntry } | { kind: 'group'; name: MenuGroup; entries: MenuEntry[] };

export function isEntryVisible(entry: MenuEntry, viewer: MenuViewer): boolean {
  const roles: readonly Role[] = entry.roles ?? ROUTE_ROLES[entry.path];
  if (!roles.includes(viewer.role)) return false;
  return !(entry.hiddenForKind && viewer.role !== 'admin' && viewer.companyKind === entry.hiddenForKind);
}

const rank = (entry: MenuEntry): number => {
  const index = SPEC_ORDER.indexOf(entry.path);
  return index === -1 ? SPEC_ORDER.length : index;
};

/** The entries this viewer sees, in spec order, with a group only when it has at least one visible entry. */
export function buildMenu(viewer: MenuViewer, entries: readonly MenuEntry[] = MENU): MenuItem[] {
  const visible = entries.filter((e) => isEntryVisible(e, viewer)).sort((a, b) => rank(a) - rank(b));
  const items: MenuItem[] = [];
  for (const entry of visible) {
    if (!entry.group) {
      items.push({ kind: 'link', entry });
      continue;
    }
    const existing = items.find((i): i is Extract<MenuItem, { kind: 'group' }> => i.kind === 'group' && i.name === entry.group);
    if (existing) existing.entries.push(entry);
    else items.push({ kind: 'group', name: entry.group, entries: [entry] });
  }
  return items;
}

/** The entry to mark active: the longest menu path the location is, or lies under (`/training/module/x` → Training). */
export function activePath(items: readonly MenuItem[], pathname: string): ProtectedPath | null {
  const paths = items.flatMap((i) => (i.kind === 'link' ? [i.entry.path] : i.entries.map((e) => e.path)));
  const matching = paths.filter((p) => pathname === p || pathname.startsWith(`${p}/`));
  return matching.sort((a, b) => b.length - a.length)[0] ?? null;
}
