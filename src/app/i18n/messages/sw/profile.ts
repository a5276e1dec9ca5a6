import type { profile as en } from '../en/profile';
import type { Shape } from '../shape';

/** Kiswahili texts of the profile screen: the same keys and placeholders as English (docs/i18n.md). */
export const profile: Shape<typeof en> = {
  title: 'Wasifu',
  loading: 'Inapakia wasifu',
  agentCode: 'Msimbo wa wakala: {{code}}',
  update: 'Sasisha Wasifu',
  personal: 'Taarifa Binafsi',
  professional: 'Taarifa za Kikazi',
  select: 'Chagua',
  fields: {
    name: 'Jina Kamili',
    email: 'Barua pepe',
    phone: 'Nambari ya Simu',
    gender: 'Jinsia',
    maritalStatus: 'Hali ya Ndoa',
    children: 'Idadi ya Watoto',
    dateOfBirth: 'Tarehe ya Kuzaliwa',
    workLocation: 'Eneo la Kazi',
    experience: 'Miaka ya Uzoefu wa Mauzo/Shambani',
    education: 'Kiwango cha Elimu',
  },
  photo: {
    label: 'Picha ya wasifu',
    choose: 'Chagua picha',
    offline: 'Picha mpya inaweza kupakiwa utakaporudi mtandaoni.',
    hint: 'Picha tu, chini ya 10MB.',
  },
  devices: {
    title: 'Vifaa',
    text: 'Umepoteza simu, au uliingia kwenye simu ya mtu mwingine? Ondoka kila mahali, pamoja na kifaa hiki.',
    action: 'Ondoka kwenye vifaa vyote',
    needsConnection: 'Inahitaji mtandao.',
    confirmTitle: 'Ondoka kwenye vifaa vyote?',
    confirmText:
      'Kila simu na kivinjari kilichoingia kwenye akaunti yako, pamoja na hiki, kitalazimika kuingia tena. Kazi ambayo bado haijatumwa kutoka kifaa kingine inasubiri huko hadi utakapoingia tena kwenye kifaa hicho.',
    done: 'Umeondoka kwenye vifaa vyote',
    failed: 'Imeshindwa kuondoka kwenye vifaa vyote. Tafadhali jaribu tena.',
  },
  notFound: 'Mtumiaji hapatikani',
  loadFailed: 'Imeshindwa kupakia wasifu',
  saveFailed: 'Imeshindwa kusasisha wasifu',
  queueLabel: 'Sasisha wasifu',
  saved: 'Wasifu umesasishwa',
  savedOffline: 'Wasifu umehifadhiwa kwenye kifaa hiki. Utasawazishwa utakaporudi mtandaoni.',
  signedOut: 'Wasifu umesasishwa. Barua pepe au nambari yako ya simu imebadilika, kwa hivyo umeondolewa kwenye kila kifaa: tafadhali ingia tena.',
};
