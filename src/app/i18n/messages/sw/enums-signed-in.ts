import type { enumsSignedIn as en } from '../en/enums-signed-in';
import type { Shape } from '../shape';

/** Kiswahili texts of the `enums` namespace only signed-in screens use (the same keys as English's signed-in part). */
export const enumsSignedIn: Shape<typeof en> = {
  role: {
    admin: 'Msimamizi',
    company_admin: 'Msimamizi wa Kampuni',
    potential_agent: 'Wakala Mtarajiwa',
    engaged_agent: 'Wakala Rasmi',
  },
  activity: {
    REGISTER_FARMER: 'Kusajili mkulima',
    FARMER_DEPOSIT: 'Amana ya mkulima',
    REVISIT_TRAINING: 'Kurudia mafunzo',
    QUIZ_HIGH_SCORE: 'Alama ya juu ya tathmini',
    ATTEND_CHECKIN: 'Kuhudhuria',
  },
  activityLine: {
    REGISTER_FARMER: 'Usajili wa mkulima {{farmer}}',
    FARMER_DEPOSIT: 'Marejesho ya {{amount}} kutoka kwa {{farmer}}',
    REVISIT_TRAINING: 'Kurudia moduli ya mafunzo {{module}}',
    QUIZ_HIGH_SCORE: 'Alama {{percent}} kwenye tathmini ya kabla ya mafunzo',
    ATTEND_CHECKIN: 'Kuhudhuria mkutano',
    recordedBy: '{{type}}, imerekodiwa na {{name}}',
  },
  loanStatus: {
    pending: 'Inasubiri',
    approved: 'Imeidhinishwa',
    disbursed: 'Imetolewa',
    repaid: 'Imelipwa',
    rejected: 'Imekataliwa',
    unknown: 'Haijulikani',
  },
  moduleStatus: {
    not_started: 'Haijaanza',
    in_progress: 'Inaendelea',
    completed: 'Imekamilika',
  },
  moduleActive: {
    active: 'inatumika',
    inactive: 'haitumiki',
  },
  syncState: {
    synced: 'imesawazishwa',
    queued: 'inasubiri kutumwa',
    needs_attention: 'inahitaji hatua yako',
  },
  entryStatus: {
    queued: 'Inasubiri kutumwa',
    sending: 'Inatumwa',
    needs_attention: 'Inahitaji hatua yako',
  },
  qualification: {
    qualified: 'Amefuzu',
    not_qualified: 'Hajafuzu',
  },
  trait: {
    KNOWLEDGE: 'Maarifa',
    COMMUNICATION: 'Mawasiliano',
    EMPATHIC_COMMUNICATION: 'Mawasiliano yenye kujali',
    GRIT: 'Ustahimilivu',
  },
  questionType: {
    multiple_choice: 'Chaguo nyingi',
    scenario: 'Kisa',
  },
  tier: {
    Rookie: 'Mwanagenzi',
    'Rising Star': 'Nyota Chipukizi',
    'Community Champion': 'Bingwa wa Jamii',
    'Field Leader': 'Kiongozi wa Shambani',
    'Impact Hero': 'Shujaa wa Mabadiliko',
  },
  tierReward: {
    Rookie: 'Beji ya kukaribisha + kufikia ukurasa wa mwanzo',
    'Rising Star': 'Vifaa vya kazi shambani + vidokezo vya mafunzo',
    'Community Champion': 'Kifurushi cha data + kutajwa kwenye jedwali la viongozi',
    'Field Leader': 'Muda wa maongezi wa ziada + kustahili kuwa mshauri wa wenzako',
    'Impact Hero': 'Zawadi ya mwisho kama vocha ya pikipiki',
  },
  ladderState: {
    Completed: 'Imekamilika',
    Current: 'Uko hapa',
    Locked: 'Imefungwa',
  },
  incentiveType: {
    SHORT_TERM: 'Muda mfupi',
    LONG_TERM: 'Muda mrefu',
  },
  crop: {
    Maize: 'Mahindi',
    Beans: 'Maharagwe',
    Sorghum: 'Mtama',
    Potatoes: 'Viazi',
    Sunflower: 'Alizeti',
    Wheat: 'Ngano',
    Sugarcane: 'Miwa',
    Tea: 'Chai',
    Coffee: 'Kahawa',
    Other: 'Nyingine',
  },
  saleUnit: {
    Kg: 'Kilo',
    Bag: 'Gunia',
    Packet: 'Pakiti',
    Litre: 'Lita',
    Piece: 'Kipande',
  },
};
