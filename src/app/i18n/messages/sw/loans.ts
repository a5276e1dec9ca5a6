import type { loans as en } from '../en/loans';
import type { Shape } from '../shape';

/** Kiswahili texts of the `loans` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const loans: Shape<typeof en> = {
  list: {
    title: 'Usimamizi wa Mikopo',
    apply: 'Omba Mkopo',
    filterByFarmer: 'Chuja kwa mkulima',
    allFarmers: 'Wakulima Wote',
    loadFailed: 'Imeshindwa kupakia mikopo.',
    empty: 'Hakuna mikopo.',
    farmer: 'Mkulima',
    county: 'Kaunti',
    seed: 'Mbegu',
    amount: 'Kiasi',
    paid: 'Kilicholipwa',
    balance: 'Salio',
    status: 'Hali',
    actions: 'Vitendo',
    unknownFarmer: 'Hajulikani',
    noCounty: 'Haipo',
    recordRepayment: 'Rekodi Marejesho',
  },
  actions: {
    approve: {
      label: 'Idhinisha',
      title: 'Idhinisha mkopo',
      question: 'Idhinisha mkopo wa Kgs {{amount}} za {{seed}} kwa {{farmer}}?',
      done: 'Mkopo umeidhinishwa',
      failed: 'Imeshindwa kuidhinisha mkopo',
    },
    reject: {
      label: 'Kataa',
      title: 'Kataa mkopo',
      question: 'Kataa mkopo wa Kgs {{amount}} za {{seed}} kwa {{farmer}}?',
      done: 'Mkopo umekataliwa',
      failed: 'Imeshindwa kukataa mkopo',
    },
    disburse: {
      label: 'Toa',
      title: 'Toa mkopo',
      question: 'Toa Kgs {{amount}} za {{seed}} kwa {{farmer}}?',
      done: 'Mkopo umetolewa',
      failed: 'Imeshindwa kutoa mkopo',
    },
  },
  apply: {
    title: 'Omba Mkopo',
    farmer: 'Mkulima',
    loadingFarmers: 'Inapakia wakulima…',
    searchFarmer: 'Tafuta mkulima kwa jina',
    seed: 'Aina ya mbegu',
    amount: 'Kiasi (Kgs)',
    submit: 'Omba',
    saved: 'Ombi la mkopo limehifadhiwa',
    failed: 'Imeshindwa kuomba mkopo',
    outbox: 'Omba mkopo wa Kgs {{amount}} kwa {{farmer}}',
    aFarmer: 'mkulima',
  },
  repayment: {
    title: 'Rekodi Marejesho',
    summary: '{{farmer}} · {{seed}} · salio {{balance}}',
    amount: 'Kiasi (Kgs)',
    submit: 'Rekodi Marejesho',
    tooMuch: 'Marejesho yanazidi salio la {{balance}}.',
    done: 'Marejesho yamerekodiwa',
    failed: 'Imeshindwa kurekodi marejesho',
  },
  correct: {
    title: 'Sahihisha ombi la mkopo',
  },
};
