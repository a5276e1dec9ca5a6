// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '@app/offline/db';
import { UpdatePrompt } from '@app/pwa/UpdatePrompt';
import type { OutboxEntry } from '@app/offline/outbox';
import { outboxEntry, saveAgentSession } from '../support/outbox-fixtures';

vi.mock('@app/pwa/service-worker', () => ({ useUpdateWaiting: () => true, applyUpdate: vi.fn() }));

const entry = (id: string, status: OutboxEntry['status']) => outboxEntry(id, status, { attempts: 1 });

beforeEach(async () => {
  saveAgentSession();
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
