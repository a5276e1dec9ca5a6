import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real mail over SMTP_URL. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message });
    },
  };
}

/**
 * Without SMTP: each message is written to DATA_DIR/outbox/ as a .eml-like text file. The log names the file and
 * the subject only: a message can hold a secret (a password reset link) that has no place in a server log.
 */
export function fileMailer(dataDir: string, log: (line: string) => void): Mailer {
  const dir = path.join(dataDir, 'outbox');
  return {
    async send(message: MailMessage) {
      mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${message.to.replace(/[^\w@.+-]/g, '_')}.txt`);
      writeFileSync(file, `To: ${message.to}\nSubject: ${message.subject}\n\n${message.text}\n`);
      log(`mail to ${message.to} kept in ${file} (no SMTP_URL set): ${message.subject}`);
    },
  };
}
