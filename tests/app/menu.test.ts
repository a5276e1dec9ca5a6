import { ROLES, type Role } from '@shared/roles';
import { IconHome } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { activePath, buildMenu, isEntryVisible, MENU, type MenuEntry, type MenuItem, type MenuViewer } from '@app/components/shell/menu';
import { i18n } from '@app/i18n/i18n';
import { canOpen } from '@app/lib/route-access';

/** The whole sidebar of spec part 1 §2, in a shuffled order, as the helpers will have registered it. */
const FULL: MenuEntry[] = [
  { label: 'profile', path: '/settings/profile', icon: IconHome, group: 'Settings' },
  { label: 'loans', path: '/engage/loans', icon: IconHome, group: 'Engage', hiddenForKind: 'seed' },
  { label: 'gamificationReport', path: '/reports/gamification', icon: IconHome, group: 'Reports' },
  { label: 'home', path: '/dashboard', icon: IconHome },
  { label: 'manageAudios', path: '/training/modules', icon: IconHome, group: 'Admin' },
  { label: 'sales', path: '/engage/sales', icon: IconHome, group: 'Engage', hiddenForKind: 'lender' },
  { label: 'training', path: '/training', icon: IconHome },
  { label: 'manageUsers', path: '/agents', icon: IconHome, group: 'Admin' },
  { label: 'assessment', path: '/training/preTrainingQuestionnaire', icon: IconHome },
  { label: 'farmers', path: '/engage/farmers', icon: IconHome, group: 'Engage' },
  { label: 'gamification', path: '/incentives', icon: IconHome },
  { label: 'allFarmers', path: '/all-farmers', icon: IconHome, group: 'Admin' },
  { label: 'assessmentsReport', path: '/reports/posttrainingreport', icon: IconHome, group: 'Reports' },
  { label: 'manageGamification', path: '/admin/gamification', icon: IconHome, group: 'Admin' },
  { label: 'agentTrainingReport', path: '/reports/agent-training', icon: IconHome, group: 'Reports' },
];

/** The menu as the screen shows it in English: top-level labels, groups as `Group: a, b`. */
const shown = (entry: MenuEntry) => i18n.t(`shell:menu.${entry.label}`);
const outline = (items: MenuItem[]) => items.map((i) => (i.kind === 'link' ? shown(i.entry) : `${i18n.t(`shell:group.${i.name}`)}: ${i.entries.map(shown).join(', ')}`));
const menuFor = (viewer: MenuViewer) => outline(buildMenu(viewer, FULL));

describe('sidebar menu (spec part 1 §2, §6)', () => {
  it('shows the platform admin everything in spec order, whatever the company rules', () => {
    expect(menuFor({ role: 'admin', companyKind: null })).toEqual([
      'Home',
      'Assessment',
      'Training',
      'Engage: Sales, Farmers, Loans',
      'Gamification',
      'Admin: Manage Users, Manage Audios, All Farmers, Manage Gamification',
      'Reports: Agent Training Report, Assessments Report, Gamification Report',
      'Settings: Profile',
    ]);
  });

  it('gives a company admin of a seed company everything but Manage Audios and Loans', () => {
    expect(menuFor({ role: 'company_admin', companyKind: 'seed' })).toEqual([
      'Home',
      'Assessment',
      'Training',
      'Engage: Sales, Farmers',
      'Gamification',
      'Admin: Manage Users, All Farmers, Manage Gamification',
      'Reports: Agent Training Report, Assessments Report, Gamification Report',
      'Settings: Profile',
    ]);
  });

  it('hides Sales from an engaged agent of a lender and Loans from one of a seed company', () => {
    const common = ['Home', 'Assessment', 'Training', 'Gamification', 'Settings: Profile'];
    const lender = menuFor({ role: 'engaged_agent', companyKind: 'lender' });
    const seed = menuFor({ role: 'engaged_agent', companyKind: 'seed' });
    expect(lender).toEqual([...common.slice(0, 3), 'Engage: Farmers, Loans', ...common.slice(3)]);
    expect(seed).toEqual([...common.slice(0, 3), 'Engage: Sales, Farmers', ...common.slice(3)]);
  });

  it('gives a potential agent no Engage, Admin or Reports group at all', () => {
    expect(menuFor({ role: 'potential_agent', companyKind: 'seed' })).toEqual(['Home', 'Assessment', 'Training', 'Gamification', 'Settings: Profile']);
  });

  it('drops a group whose only entry is hidden by a company rule', () => {
    const onlyLoans = FULL.filter((e) => e.path === '/engage/loans' || e.path === '/dashboard');
    expect(outline(buildMenu({ role: 'engaged_agent', companyKind: 'seed' }, onlyLoans))).toEqual(['Home']);
  });

  it('never shows an entry whose route guard would refuse the role', () => {
    for (const role of ROLES as readonly Role[]) {
      for (const companyKind of ['seed', 'lender', null] as const) {
        for (const entry of [...FULL, ...MENU]) {
          if (isEntryVisible(entry, { role, companyKind })) expect(canOpen(entry.path, role), `${entry.label} for ${role}`).toBe(true);
        }
      }
    }
  });

  it('registers each real entry once, Home for every role', () => {
    const paths = MENU.map((e) => e.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const role of ROLES) expect(outline(buildMenu({ role, companyKind: 'seed' }))).toContain('Home');
  });

  it('marks the most specific entry active, including pages below it', () => {
    const items = buildMenu({ role: 'admin', companyKind: null }, FULL);
    expect(activePath(items, '/training/modules')).toBe('/training/modules');
    expect(activePath(items, '/training/module/abc')).toBe('/training');
    expect(activePath(items, '/training')).toBe('/training');
    expect(activePath(items, '/engage/farmers')).toBe('/engage/farmers');
    expect(activePath(items, '/trainingx')).toBeNull();
    expect(activePath(items, '/sync')).toBeNull();
  });
});
