import type { farmers as en } from '../en/farmers';
import type { Shape } from '../shape';

/** Kiswahili texts of the `farmers` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const farmers: Shape<typeof en> = {
  import: {
    open: 'Leta CSV',
    title: 'Leta wakulima',
    back: 'Rudi kwa wakulima',
    offline: 'Kuleta wakulima kunahitaji mtandao. Unganisha, kisha urudi kwenye skrini hii.',
    template: {
      heading: '1. Andaa faili',
      text: 'Tumia kiolezo: mkulima mmoja kwa kila safu chini ya safu ya vichwa. {{required}} ni lazima; mahali panahitaji Latitude, Longitude na Accuracy (m) pamoja. Faili iliyopakuliwa kutoka orodha ya wakulima inaweza kuletwa jinsi ilivyo.',
      download: 'Pakua kiolezo',
    },
    file: {
      heading: '2. Kagua faili',
      company: 'Kampuni',
      companyPlaceholder: 'Chagua kampuni',
      label: 'Faili ya CSV',
      placeholder: 'Chagua faili ya .csv',
      clear: 'Ondoa faili',
      check: 'Kagua faili',
    },
    phase: {
      uploading: 'Inapakia faili… {{percent}}%',
      checking: 'Inakagua {{name}}…',
      importing: 'Inaleta wakulima… hii inaweza kuchukua dakika moja.',
    },
    summary: {
      rows_one: 'Safu {{total}} ya mkulima kwenye faili',
      rows_other: 'Safu {{total}} za wakulima kwenye faili',
      valid_one: '{{total}} iko tayari kuletwa',
      valid_other: '{{total}} ziko tayari kuletwa',
      errors_one: 'Tatizo {{total}}',
      errors_other: 'Matatizo {{total}}',
      moreErrors: 'Matatizo {{listed}} ya kwanza yameorodheshwa. Yarekebishe kisha ukague faili tena.',
    },
    errors: {
      caption: 'Matatizo kwa safu (safu ya 1 ni ya vichwa)',
      row: 'Safu',
      column: 'Safu wima',
      problem: 'Tatizo',
    },
    write: {
      heading: '3. Leta',
      button_one: 'Leta mkulima {{total}}',
      button_other: 'Leta wakulima {{total}}',
      rowsLeftOut: 'Safu zenye tatizo zinaachwa; nyingine zinaletwa.',
      done_one: 'Mkulima {{total}} ameletwa.',
      done_other: 'Wakulima {{total}} wameletwa.',
      again: 'Leta faili nyingine',
    },
    failed: 'Faili haikuweza kuletwa',
  },
  duplicate: {
    phone: 'Mkulima mwenye nambari ya simu {{phone}} tayari amesajiliwa',
    nationalId: 'Mkulima mwenye kitambulisho cha taifa {{nationalId}} tayari amesajiliwa',
  },
  correct: {
    title: 'Sahihisha usajili',
  },
};
