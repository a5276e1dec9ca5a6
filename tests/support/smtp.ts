import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  from: string;
  to: string[];
  /** The raw RFC 5322 message as received (headers and body). */
  raw: string;
}

export interface SmtpCapture {
  /** smtp://127.0.0.1:PORT, to pass as SMTP_URL / startServer({ smtpUrl }). */
  url: string;
  messages: CapturedMail[];
  /** Resolves with the first message (already received or still to come) whose recipients include `to`. */
  waitFor(to: string, timeoutMs?: number): Promise<CapturedMail>;
  close(): Promise<void>;
}

/**
 * A real SMTP server on a random loopback port that keeps every message it receives: no auth, no STARTTLS,
 * so the app's nodemailer transport talks plain SMTP to it exactly as it would to a relay.
 */
export async function startSmtpCapture(): Promise<SmtpCapture> {
  const messages: CapturedMail[] = [];
  const waiters: Array<{ to: string; resolve: (m: CapturedMail) => void }> = [];
  const matches = (m: CapturedMail, to: string) => m.to.some((r) => r.toLowerCase() === to.toLowerCase());

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const mail: CapturedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        for (const w of waiters.filter((x) => matches(mail, x.to))) {
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(to, timeoutMs = 10_000) {
      const found = messages.find((m) => matches(m, to));
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)), timeoutMs);
        waiters.push({ to, resolve: (m) => (clearTimeout(timer), resolve(m)) });
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Decodes a quoted-printable body (nodemailer's default for text with long lines) so links can be read. */
export function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** The first http(s) link in a captured mail whose path starts with `pathPrefix`. */
export function linkIn(mail: CapturedMail, pathPrefix: string): string | null {
  const body = decodeQuotedPrintable(mail.raw);
  for (const match of body.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
    if (new URL(match[0]).pathname.startsWith(pathPrefix)) return match[0];
  }
  return null;
}
