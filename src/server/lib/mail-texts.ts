import type { Language } from '../../shared/languages';
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
