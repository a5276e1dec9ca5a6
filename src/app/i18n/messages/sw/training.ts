import type { training as en } from '../en/training';
import type { Shape } from '../shape';

/** Kiswahili texts of the `training` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const training: Shape<typeof en> = {
  downloadAll: {
    title: 'Sauti za mafunzo kwenye kifaa hiki',
    allSaved: 'Sauti zote za mafunzo zimehifadhiwa ({{size}}).',
    needs: 'Inahitaji {{size}}',
    free: 'Nafasi iliyo wazi kwenye kifaa hiki: {{size}}',
    persistLabel: 'Kivinjari kitazihifadhi hata nafasi ikipungua:',
    persist: {
      granted: 'Imekubaliwa',
      notGranted: 'Haijakubaliwa',
      unknown: 'Haijulikani',
    },
    refusal: 'Nafasi haitoshi kwenye kifaa hiki: sauti zinahitaji {{needed}} na nafasi iliyo wazi ni {{free}} tu. Ondoa vitu kwenye simu, kisha ujaribu tena.',
    short: 'Hakuna nafasi ya kutosha kwenye kifaa hiki kwa sauti zilizobaki.',
    progress: 'Faili {{file}} kati ya {{files}} · {{done}} kati ya {{total}}',
    progressLabel: 'Maendeleo ya kupakua',
    button: 'Pakua sauti zote za mafunzo ({{size}})',
    remove: 'Ondoa vilivyopakuliwa',
    done: 'Sauti zote za mafunzo zimehifadhiwa kwenye kifaa hiki',
    cancelled: 'Upakuaji umesitishwa. Faili zilizohifadhiwa tayari zinabaki kwenye kifaa hiki.',
    failed: 'Upakuaji haukufaulu. Tafadhali jaribu tena; faili zilizohifadhiwa tayari hazitapakuliwa tena.',
    removed: 'Vilivyopakuliwa vimeondolewa',
  },
};
