import type { agents as en } from '../en/agents';
import type { Shape } from '../shape';

/** Kiswahili texts of the `agents` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const agents: Shape<typeof en> = {
  title: 'Simamia Watumiaji',
  fields: {
    name: 'Jina',
    email: 'Barua pepe',
    phone: 'Simu',
    phoneNumber: 'Nambari ya simu',
    role: 'Jukumu',
    gender: 'Jinsia',
    agentCode: 'Msimbo wa wakala',
    company: 'Kampuni',
    qualification: 'Kufuzu',
    tier: 'Ngazi',
    lastSync: 'Usawazishaji wa mwisho',
    actions: 'Vitendo',
  },
  filters: {
    searchByName: 'Tafuta kwa jina',
    searchByEmail: 'Tafuta kwa barua pepe',
    searchByPhone: 'Tafuta kwa simu',
    allRoles: 'Majukumu yote',
    allCompanies: 'Kampuni zote',
    companiesFailed: 'Imeshindwa kupakia kampuni',
  },
  table: {
    caption: 'Watumiaji',
    empty: 'Hakuna watumiaji waliopatikana.',
    edit: 'Hariri',
    editName: 'Hariri {{name}}',
    never: 'Bado',
    unsent: '{{count}} hazijatumwa · ya zamani zaidi {{age}}',
    minutes: 'dak {{count}}',
    hours: 'saa {{count}}',
    days_one: 'siku {{count}}',
    days_other: 'siku {{count}}',
    allSent: 'Zote zimetumwa',
    notTaken: 'Hajafanya tathmini',
    points: 'pointi {{points}}',
  },
  edit: { title: 'Hariri {{name}}', selectGender: 'Chagua', saved: 'Mtumiaji amesasishwa', failed: 'Imeshindwa kusasisha mtumiaji' },
};
