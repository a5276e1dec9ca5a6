import type { shellSignedIn as en } from '../en/shell-signed-in';
import type { Shape } from '../shape';

/** Kiswahili texts of the `shell` namespace only signed-in screens use (the same keys as English's signed-in part). */
export const shellSignedIn: Shape<typeof en> = {
  appName: 'Agent Portal',
  skipToContent: 'Ruka hadi maudhui',
  mainMenu: 'Menyu kuu',
  openNavigation: 'Fungua menyu',
  closeNavigation: 'Funga menyu',
  group: {
    Engage: 'Shughuli',
    Admin: 'Usimamizi',
    Reports: 'Ripoti',
    Settings: 'Mipangilio',
  },
  menu: {
    home: 'Mwanzo',
    assessment: 'Tathmini',
    training: 'Mafunzo',
    sales: 'Mauzo',
    farmers: 'Wakulima',
    loans: 'Mikopo',
    gamification: 'Pointi na Motisha',
    manageUsers: 'Simamia Watumiaji',
    manageAudios: 'Simamia Sauti',
    allFarmers: 'Wakulima Wote',
    manageGamification: 'Simamia Pointi na Motisha',
    agentTrainingReport: 'Ripoti ya Mafunzo ya Mawakala',
    assessmentsReport: 'Ripoti ya Tathmini',
    gamificationReport: 'Ripoti ya Pointi na Motisha',
    sync: 'Sawazisha',
    profile: 'Wasifu',
  },
  account: {
    menuFor: 'Menyu ya akaunti ya {{name}}',
    profile: 'Wasifu',
    logout: 'Ondoka',
  },
  signOut: {
    title: 'Mabadiliko ambayo hayajatumwa',
    unsent_one: 'Badiliko {{count}} bado halijatumwa. Linabaki kwenye simu hii na litatumwa utakapoingia tena.',
    unsent_other: 'Mabadiliko {{count}} bado hayajatumwa. Yanabaki kwenye simu hii na yatatumwa utakapoingia tena.',
  },
  syncControl: {
    label_one: 'Sawazisha: {{waiting}} yanasubiri, {{count}} linahitaji hatua yako, yalisawazishwa {{ago}}',
    label_other: 'Sawazisha: {{waiting}} yanasubiri, {{count}} yanahitaji hatua yako, yalisawazishwa {{ago}}',
    labelNever_one: 'Sawazisha: {{waiting}} yanasubiri, {{count}} linahitaji hatua yako, bado hayajasawazishwa',
    labelNever_other: 'Sawazisha: {{waiting}} yanasubiri, {{count}} yanahitaji hatua yako, bado hayajasawazishwa',
  },
};
