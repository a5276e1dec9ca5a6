import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMailer } from '@server/lib/mailer';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

interface Received {
  from: string;
  to: string[];
  raw: string;
}

/** Undoes quoted-printable soft line breaks and escapes, so a long link reads as one string again. */
const decodeQuotedPrintable = (text: string) =>
  text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('password reset mail over real SMTP', () => {
  let t: TestApp;
  let server: SMTPServer;
  let port: number;
  const received: Received[] = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
    t = await createTestApp();
    t.deps.mailer = smtpMailer(`smtp://127.0.0.1:${port}`, 'Field Agent Portal <no-reply@portal.test>');
  });

  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('delivers the reset link to the account email through an SMTP exchange', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { identifier: '0700000012' } });
    expect(res.statusCode).toBe(200);
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail.from).toBe('no-reply@portal.test');
    expect(mail.to).toEqual([DEMO.recruit]);
    expect(mail.raw).toMatch(/^Subject: Reset your password/m);
    const link = /http:\/\/portal\.test\/reset-password\/([\w-]{20,})/.exec(decodeQuotedPrintable(mail.raw));
    expect(link).not.toBeNull();

    const verified = await t.app.inject({ method: 'GET', url: `/api/auth/verify-reset-token/${link![1]}` });
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toEqual({ email: DEMO.recruit });
  });
});
