import type { shell as en } from '../en/shell';
import type { Shape } from '../shape';

/** Kiswahili texts of the app shell: the same keys and placeholders as English (docs/i18n.md). */
export const shell: Shape<typeof en> = {
  update: {
    title: 'Toleo jipya la Agent Portal linapatikana',
    waitUnsent_one: 'Subiri hadi badiliko lako {{count}} ambalo halijatumwa lisawazishwe kabla ya kusasisha.',
    waitUnsent_other: 'Subiri hadi mabadiliko yako {{count}} ambayo hayajatumwa yasawazishwe kabla ya kusasisha.',
    closeForm: 'Hifadhi au funga fomu iliyo wazi (kwenye kichupo hiki au kichupo kingine cha programu) kabla ya kusasisha.',
    now: 'Sasisha sasa',
    needsAttention_one: 'Badiliko {{count}} lilikataliwa na linahitaji hatua yako: halizuii kusasisha.',
    needsAttention_other: 'Mabadiliko {{count}} yalikataliwa na yanahitaji hatua yako: hayazuii kusasisha.',
    openSync: 'Fungua Sawazisha',
  },
  loginRequired: 'Tafadhali ingia ili kufikia ukurasa huu',
  notFound: {
    title: 'Ukurasa haupatikani',
    text: 'Ukurasa ulioomba haupo au umehamishwa.',
  },
};
