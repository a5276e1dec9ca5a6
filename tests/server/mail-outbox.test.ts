/** Issue 13 item 12: without SMTP_URL a mail is kept in the outbox file only; the log never holds its text. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileMailer } from '@server/lib/mailer';

describe('the outbox mailer (no SMTP_URL)', () => {
  it('writes the whole mail to DATA_DIR/outbox and logs only where it went', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'fap-outbox-'));
    const logged: string[] = [];
    const link = 'http://localhost:3000/reset-password/0123456789abcdef0123456789abcdef';
    await fileMailer(dataDir, (line) => logged.push(line)).send({ to: 'agent@demo.local', subject: 'Reset your password', text: `Open ${link}` });
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    expect(readFileSync(path.join(dataDir, 'outbox', file), 'utf8')).toContain(link);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('Reset your password');
    expect(logged.join('\n')).not.toContain(link);
    expect(logged.join('\n')).not.toContain('0123456789abcdef');
  });
});
