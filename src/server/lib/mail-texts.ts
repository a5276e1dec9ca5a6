import type { Language } from '@shared/languages';
import type { MailMessage } from './mailer';

/**
 * The server's own texts that reach a person outside the app: mail, in the user's language (issue 15). The API's
 * answers stay English (API clients rely on them; the app translates their codes).
 */
interface ResetMailTexts {
  subject: string;
  greeting: (name: string) => string;
  body: string;
  ignore: string;
}

const RESET_MAIL: Record<Language, ResetMailTexts> = {
  en: {
    subject: 'Reset your password',
    greeting: (name) => `Hello ${name},`,
    body: 'Open this link to choose a new password (valid for 1 hour, usable once):',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  sw: {
    subject: 'Weka upya nenosiri lako',
    greeting: (name) => `Habari ${name},`,
    body: 'Fungua kiungo hiki ili kuchagua nenosiri jipya (kinatumika kwa saa 1, mara moja tu):',
    ignore: 'Ikiwa hukuomba hili, puuza barua hii: nenosiri lako litabaki lilivyo.',
  },
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The password reset mail in `language`: plain text and HTML with the same words. */
export function resetPasswordMail(language: Language, to: { email: string; name: string }, link: string): MailMessage {
  const texts = RESET_MAIL[language];
  return {
    to: to.email,
    subject: texts.subject,
    text: `${texts.greeting(to.name)}\n\n${texts.body}\n${link}\n\n${texts.ignore}\n`,
    html: `<p>${escapeHtml(texts.greeting(to.name))}</p><p>${escapeHtml(texts.body)}<br><a href="${link}">${link}</a></p><p>${escapeHtml(texts.ignore)}</p>`,
  };
}

/** What changed in the identity-change notice: the email, the phone number, or both. */
export type IdentityChange = 'email' | 'phone' | 'email,phone';

interface IdentityMailTexts {
  subject: Record<IdentityChange, string>;
  greeting: (name: string) => string;
  changed: (change: IdentityChange, by: { self: boolean; name: string }) => string;
  signedOut: string;
  warning: string;
}

const EN_WHAT: Record<IdentityChange, string> = {
  email: 'email address of your Field Agent Portal account was',
  phone: 'phone number of your Field Agent Portal account was',
  'email,phone': 'email address and phone number of your Field Agent Portal account were',
};
const SW_WHAT: Record<IdentityChange, string> = {
  email: 'Anwani ya barua pepe ya akaunti yako ya Field Agent Portal imebadilishwa',
  phone: 'Nambari ya simu ya akaunti yako ya Field Agent Portal imebadilishwa',
  'email,phone': 'Anwani ya barua pepe na nambari ya simu ya akaunti yako ya Field Agent Portal zimebadilishwa',
};

const IDENTITY_MAIL: Record<Language, IdentityMailTexts> = {
  en: {
    subject: { email: 'Your email address was changed', phone: 'Your phone number was changed', 'email,phone': 'Your email address and phone number were changed' },
    greeting: (name) => `Hello ${name},`,
    changed: (change, by) => `The ${EN_WHAT[change]} changed ${by.self ? 'by you' : `by ${by.name}`}.`,
    signedOut: 'You have been signed out on every device: sign in again with your new details.',
    warning: 'If you did not ask for this change, contact your administrator at once.',
  },
  sw: {
    subject: {
      email: 'Anwani yako ya barua pepe imebadilishwa',
      phone: 'Nambari yako ya simu imebadilishwa',
      'email,phone': 'Anwani yako ya barua pepe na nambari yako ya simu zimebadilishwa',
    },
    greeting: (name) => `Habari ${name},`,
    changed: (change, by) => `${SW_WHAT[change]} ${by.self ? 'na wewe' : `na ${by.name}`}.`,
    signedOut: 'Umeondolewa kwenye akaunti kwenye kila kifaa: ingia tena ukitumia maelezo yako mapya.',
    warning: 'Ikiwa hukuomba mabadiliko haya, wasiliana na msimamizi wako mara moja.',
  },
};

/** The notice to the OLD address that the sign-in details changed, in the user's language (plain text). */
export function identityChangeMail(language: Language, to: { email: string; name: string }, change: IdentityChange, by: { self: boolean; name: string }): MailMessage {
  const texts = IDENTITY_MAIL[language];
  return {
    to: to.email,
    subject: texts.subject[change],
    text: `${texts.greeting(to.name)}\n\n${texts.changed(change, by)} ${texts.signedOut}\n\n${texts.warning}\n`,
  };
}
