// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EntryCard } from '@app/features/sync/components/EntryCard';
import { showLanguage } from '@app/i18n/i18n';
import type { OutboxEntry } from '@app/offline/outbox';

afterEach(async () => {
  cleanup();
  await showLanguage('en');
});

const entry = (over: Partial<OutboxEntry>): OutboxEntry =>
  ({
    id: 'e1',
    userId: 'u1',
    kind: 'farmer',
    label: 'Register farmer Jane',
    method: 'POST',
    path: '/api/farmers',
    body: { name: 'Jane', phoneNumber: '07' },
    dependsOn: [],
    createdAt: Date.UTC(2026, 10, 20, 9),
    attempts: 1,
    nextAttemptAt: 0,
    status: 'queued',
    invalidates: [],
    ...over,
  }) as OutboxEntry;

const card = (e: OutboxEntry) =>
  render(
    <MantineProvider>
      <EntryCard entry={e} onEdit={() => undefined} onDiscard={() => undefined} onRedate={() => undefined} />
    </MantineProvider>,
  );

describe('a change on the Sync page (issue 33)', () => {
  const refused = entry({ status: 'needs_attention', lastError: { status: 400, message: 'Validation failed', fields: { phoneNumber: 'Enter a valid phone number, for example 0712345678' } } });

  it('names a refused field by its label in the screen\'s language, never by its key', async () => {
    card(refused);
    expect(await screen.findByText(/^Phone number:/)).toBeTruthy();
    expect(screen.queryByText(/phoneNumber/)).toBeNull();
    cleanup();
    await showLanguage('sw');
    card(refused);
    expect(screen.queryByText(/phoneNumber/)).toBeNull();
  });

  it('offers no Discard while the change is being sent', () => {
    card(entry({ status: 'sending' }));
    expect(screen.queryByRole('button', { name: 'Discard' })).toBeNull();
    cleanup();
    card(entry({ status: 'queued' }));
    expect(screen.getByRole('button', { name: 'Discard' })).toBeTruthy();
  });

  it('offers to send again dated now when the server refused the time of the act (a clock turned back)', () => {
    card(entry({ status: 'needs_attention', lastError: { status: 422, code: 'OCCURRED_TOO_OLD', message: 'This change was made more than 90 days ago and can no longer be recorded. Enter it again if it still applies.' } }));
    expect(screen.getByRole('button', { name: 'Send dated now' })).toBeTruthy();
    cleanup();
    card(refused);
    expect(screen.queryByRole('button', { name: 'Send dated now' })).toBeNull();
  });
});
