import type { validation as en } from '../en/validation';
import type { Shape } from '../shape';

/** Kiswahili texts of the `validation` namespace: the same keys and placeholders as English (docs/i18n.md). */
export const validation: Shape<typeof en> = {
  contract: {
    nameRequired: 'Jina linahitajika',
    nameNeedsLetter: 'Jina linahitaji angalau herufi moja',
    controlCharacter: 'Lina herufi isiyoruhusiwa',
    emailRequired: 'Barua pepe inahitajika',
    emailInvalid: 'Weka barua pepe sahihi',
    phoneRequired: 'Nambari ya simu inahitajika',
    phoneInvalid: 'Weka nambari ya simu sahihi, kwa mfano 0712345678',
    identifierRequired: 'Barua pepe au nambari ya simu inahitajika',
    passwordRequired: 'Nenosiri linahitajika',
    newPasswordRequired: 'Nenosiri jipya linahitajika',
    passwordTooShort: 'Nenosiri lazima liwe na herufi 6 au zaidi',
    languageInvalid: 'Lugha lazima iwe en au sw',
    photoNotImage: 'Picha lazima iwe faili ya picha',
    dateInvalid: 'Weka tarehe sahihi',
    resetTokenInvalid: 'Kiungo cha kuweka upya si sahihi au kimeisha muda',
    genderRequired: 'Jinsia inahitajika',
    companyRequired: 'Kampuni inahitajika',
    wholeNumber: 'Weka nambari kamili',
    zeroOrMore: 'Lazima iwe 0 au zaidi',
    passwordsDiffer: 'Manenosiri hayalingani',
    confirmPassword: 'Tafadhali thibitisha nenosiri lako',
  },
  template: {
    tooLong: 'Sehemu ya {{field}} isizidi herufi {{max}}',
  },
  field: {
    identifier: 'Barua pepe au nambari ya simu',
    password: 'Nenosiri',
    name: 'Jina',
    email: 'Barua pepe',
  },
  zod: {
    invalidType: 'Weka thamani sahihi',
    tooSmallString: 'Lazima iwe na herufi {{minimum}} au zaidi',
    tooSmall: 'Lazima iwe angalau {{minimum}}',
    tooBigString: 'Isizidi herufi {{maximum}}',
    tooBig: 'Isizidi {{maximum}}',
    invalidFormat: 'Weka thamani sahihi',
    notMultipleOf: 'Lazima iwe kigawe cha {{divisor}}',
    invalidValue: 'Chagua mojawapo ya machaguo',
    invalid: 'Ingizo si sahihi',
  },
};
