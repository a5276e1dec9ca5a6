import type { common as en } from '../en/common';
import type { Shape } from '../shape';

/**
 * Kiswahili texts shared by every screen: the same keys and placeholders as English (docs/i18n.md).
 * Glossary (keep the terms of the trade the same everywhere): farmer mkulima / wakulima, sale(s) mauzo, loan mkopo /
 * mikopo, training mafunzo, questionnaire tathmini, points pointi, save hifadhi, cancel ghairi, search tafuta,
 * register sajili, offline nje ya mtandao, sync sawazisha, dashboard mwanzo, profile wasifu, agent wakala.
 */
export const common: Shape<typeof en> = {
  language: {
    label: 'Lugha',
    en: 'English',
    sw: 'Kiswahili',
  },
  /** What happened under a minute ago (format.ts formatAgo). */
  time: { justNow: 'sasa hivi' },
  loading: 'Inapakia… Tafadhali subiri',
  loadingShort: 'Inapakia',
  actions: {
    cancel: 'Ghairi',
    close: 'Funga',
    save: 'Hifadhi',
    retry: 'Jaribu tena',
    confirm: 'Thibitisha',
    delete: 'Futa',
    back: 'Rudi',
    goHome: 'Nenda Mwanzo',
  },
  confirm: {
    title: 'Tafadhali thibitisha',
  },
  brand: {
    portal: 'Field Agent Portal',
    partners: 'Washirika wa kilimo',
    companyLogo: 'Nembo ya {{company}}',
    company: 'Kampuni',
  },
  export: {
    running: 'Inapakua {{what}}…',
    progress: 'Upakuaji unaendelea',
  },
  offlineForm: {
    savedFirst: 'Huhifadhiwa kwanza kwenye kifaa hiki; hutumwa kwa seva mara tu kunapokuwa na mtandao.',
  },
  pager: {
    nav: 'Kurasa',
    showing: 'Inaonyesha {{from}} hadi {{to}} kati ya matokeo {{total}}',
    pageOf: 'Ukurasa {{page}} kati ya {{last}}',
    page: 'Ukurasa {{page}}',
    first: 'Wa kwanza',
    previous: 'Uliopita',
    next: 'Unaofuata',
    last: 'Wa mwisho',
  },
  farmerPicker: {
    failed: 'Imeshindwa kupakia wakulima.',
    searching: 'Inatafuta…',
    noneFound: 'Hakuna wakulima waliopatikana.',
  },
};
