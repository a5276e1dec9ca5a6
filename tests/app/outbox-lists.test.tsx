// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OutboxLists } from '@app/features/sync/components/OutboxLists';
import { db } from '@app/offline/db';
import { acceptEntry } from '@app/offline/queue';
import type { OutboxEntry } from '@app/offline/outbox';
import { outboxEntry, saveAgentSession } from '../support/outbox-fixtures';

const entry = (id: string, status: OutboxEntry['status'], createdAt: number) => outboxEntry(id, status, { label: `Register farmer ${id}`, createdAt });

beforeEach(async () => {
  saveAgentSession();
  await db.outbox.clear();
});
afterEach(cleanup);

const lists = () =>
  render(
    <MantineProvider>
      <OutboxLists editors={{}} />
    </MantineProvider>,
  );

describe("the Sync page's lists during a drain (issue 33 item 1)", () => {
  it('offers no Discard on a change being sent, and drops a change once the server accepted it', async () => {
    await db.outbox.bulkPut([entry('Asha', 'sending', 1), entry('Baraka', 'queued', 2)]);
    lists();
    expect(await screen.findByText('Waiting to sync (2)')).toBeTruthy();
    const sending = screen.getByRole('listitem', { name: 'Register farmer Asha' });
    expect(within(sending).queryByRole('button', { name: 'Discard' })).toBeNull();
    const queued = screen.getByRole('listitem', { name: 'Register farmer Baraka' });
    expect(within(queued).getByRole('button', { name: 'Discard' })).toBeTruthy();

    await acceptEntry(db, 'Asha');
    expect(await screen.findByText('Waiting to sync (1)')).toBeTruthy();
    expect(screen.queryByRole('listitem', { name: 'Register farmer Asha' })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole('button', { name: 'Discard' })).toHaveLength(1));
  });
});
