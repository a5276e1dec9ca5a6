// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { saveSession } from '@app/lib/session';
import { db } from '@app/offline/db';
import type { OutboxEntry } from '@app/offline/outbox';
import { UpdatePrompt } from '@app/pwa/UpdatePrompt';

vi.mock('@app/pwa/service-worker', () => ({ useUpdateWaiting: () => true, applyUpdate: vi.fn() }));

const entry = (id: string, status: OutboxEntry['status']): OutboxEntry =>
  ({ id, userId: 'u1', kind: 'farmer', label: id, method: 'POST', path: '/api/farmers', body: {}, dependsOn: [], createdAt: 1, attempts: 1, nextAttemptAt: 0, status, invalidates: [] }) as OutboxEntry;

beforeEach(async () => {
  saveSession({
    token: 't',
    role: 'engaged_agent',
    user: { id: 'u1', name: 'A', email: 'a@x', role: 'engaged_agent', companyId: 'c1', companyName: 'C', companyKind: 'seed', companySlug: null, companyLogoUrl: null, photoUrl: null, phoneNumber: null },
  });
  await db.outbox.clear();
});
afterEach(cleanup);

const prompt = () =>
  render(
    <MantineProvider>
      <UpdatePrompt />
    </MantineProvider>,
  );

describe('the update prompt (issue 33)', () => {
  it('is not held by a change the server refused, and points to the Sync page for it', async () => {
    await db.outbox.put(entry('refused', 'needs_attention'));
    prompt();
    const link = await screen.findByRole('link', { name: 'Open Sync' });
    expect(link.getAttribute('href')).toBe('/sync');
    expect(screen.getByText(/1 change was refused/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Update now' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('waits for the changes still on their way, counting only those', async () => {
    await db.outbox.bulkPut([entry('refused', 'needs_attention'), entry('queued', 'queued'), entry('sending', 'sending')]);
    prompt();
    expect(await screen.findByText('Wait until your 2 unsent changes are synced before updating.')).toBeTruthy();
    await waitFor(() => expect((screen.getByRole('button', { name: 'Update now' }) as HTMLButtonElement).disabled).toBe(true));
  });
});
