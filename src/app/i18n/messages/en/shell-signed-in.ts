/** English texts of the signed-in layout's shell: menu, top bar, account menu, sign-out (part of the signed-in texts, ADR 0035). */
export const shellSignedIn = {
  appName: 'Agent Portal',
  skipToContent: 'Skip to content',
  mainMenu: 'Main menu',
  openNavigation: 'Open navigation',
  closeNavigation: 'Close navigation',
  /** Sidebar groups, keyed by the group's code. */
  group: {
    Engage: 'Engage',
    Admin: 'Admin',
    Reports: 'Reports',
    Settings: 'Settings',
  },
  menu: {
    home: 'Home',
    assessment: 'Assessment',
    training: 'Training',
    sales: 'Sales',
    farmers: 'Farmers',
    loans: 'Loans',
    gamification: 'Gamification',
    manageUsers: 'Manage Users',
    manageAudios: 'Manage Audios',
    allFarmers: 'All Farmers',
    manageGamification: 'Manage Gamification',
    agentTrainingReport: 'Agent Training Report',
    assessmentsReport: 'Assessments Report',
    gamificationReport: 'Gamification Report',
    sync: 'Sync',
    profile: 'Profile',
  },
  account: {
    menuFor: 'Account menu for {{name}}',
    profile: 'Profile',
    logout: 'Logout',
  },
  signOut: {
    title: 'Unsent changes',
    unsent_one: '{{count}} change is not sent yet. It stays on this phone and is sent when you sign in again.',
    unsent_other: '{{count}} changes are not sent yet. They stay on this phone and are sent when you sign in again.',
  },
  syncControl: {
    label_one: 'Sync: {{waiting}} waiting, {{count}} needs attention, last synced {{ago}}',
    label_other: 'Sync: {{waiting}} waiting, {{count}} need attention, last synced {{ago}}',
    labelNever_one: 'Sync: {{waiting}} waiting, {{count}} needs attention, not synced yet',
    labelNever_other: 'Sync: {{waiting}} waiting, {{count}} need attention, not synced yet',
  },
};
