import 'fake-indexeddb/auto';
import { defineEndpoint } from '@shared/contracts/endpoint';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { textOr } from '@app/i18n/entry-text';
import { showLanguage } from '@app/i18n/i18n';
import { db } from '@app/offline/db';
import { getEngine } from '@app/offline/engine';
import { onlineFirstWrite, queuedWrite } from '@app/offline/queued-write';
import { stubSignedInDevice } from './support/device';

const saveNote = defineEndpoint({
  method: 'PUT',
  path: '/lists/{listId}/notes',
  permission: 'sync.run',
  offline: true,
  summary: 'test write',
  tag: 'test',
  params: z.object({ listId: z.string() }),
  body: z.object({ id: z.string(), text: z.string().check(z.minLength(1, 'Text is required')) }),
  response: z.object({ id: z.string() }),
});

interface Note {
  listId: string;
  text: string;
}

const def = {
  endpoint: saveNote,
  kind: 'note.save',
  label: ({ text }: Note) => ({ key: 'farmers:outbox.register' as const, values: { name: text } }),
  params: ({ listId }: Note) => ({ listId }),
  body: ({ text }: Note, id: string) => ({ id, text }),
  local: { collection: 'notes', record: ({ listId, text }: Note, id: string, occurredAt: string) => ({ id, listId, text, savedAt: occurredAt }) },
  invalidates: ({ listId }: Note) => [['notes', listId], ['dashboard']],
  dependsOn: () => ['earlier-entry'],
};

beforeAll(() => stubSignedInDevice(false));
afterEach(async () => {
  await db.outbox.clear();
  await db.local.clear();
});
afterAll(async () => {
  getEngine().close();
  vi.unstubAllGlobals();
  await db.delete();
});

describe('queuedWrite (the one way a field write is queued)', () => {
  it("keeps the label's key and values, so the Sync page shows it in the language on screen then", async () => {
    const entry = await queuedWrite(def)({ listId: 'L1', text: 'Jane Wanjiku' });
    await showLanguage('sw');
    try {
      const stored = (await db.outbox.get(entry.id))!;
      expect(stored.label).toBe('Register farmer Jane Wanjiku');
      expect(textOr(stored.text, stored.label)).toBe('Sajili mkulima Jane Wanjiku');
    } finally {
      await showLanguage('en');
    }
  });

  it('stores the entry and its local copy under one fresh id, with params, body, dependencies and keys to refresh', async () => {
    const entry = await queuedWrite(def)({ listId: 'L1', text: 'Maize seed' });
    expect(entry).toMatchObject({
      kind: 'note.save',
      label: 'Register farmer Maize seed',
      text: { key: 'farmers:outbox.register', values: { name: 'Maize seed' } },
      method: 'PUT',
      path: '/lists/L1/notes',
      body: { id: entry.id, text: 'Maize seed' },
      dependsOn: ['earlier-entry'],
      invalidates: [['notes', 'L1'], ['dashboard']],
      status: 'queued',
    });
    expect(await db.local.get(entry.id)).toMatchObject({ collection: 'notes', userId: 'agent-1', record: { id: entry.id, listId: 'L1', text: 'Maize seed' } });
    // The entry and its local copy carry the same moment of the act.
    expect(entry.occurredAt).toBeTypeOf('number');
    expect((await db.local.get(entry.id))?.record.savedAt).toBe(new Date(entry.occurredAt!).toISOString());
  });

  it('gives every write its own id', async () => {
    const write = queuedWrite(def);
    const [a, b] = [await write({ listId: 'L1', text: 'a' }), await write({ listId: 'L1', text: 'b' })];
    expect(a.id).not.toBe(b.id);
    expect(await db.outbox.count()).toBe(2);
  });

  it('refuses a body its contract refuses, storing nothing', async () => {
    await expect(queuedWrite(def)({ listId: 'L1', text: '' })).rejects.toThrow('Text is required');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.local.count()).toBe(0);
  });
});

describe('onlineFirstWrite', () => {
  it('queues the write while offline', async () => {
    const sendOnline = vi.fn(() => Promise.resolve('answered'));
    const outcome = await onlineFirstWrite({ ...def, sendOnline })({ listId: 'L2', text: 'offline' });
    expect(outcome.queued).toBe(true);
    expect(sendOnline).not.toHaveBeenCalled();
    expect(await db.outbox.count()).toBe(1);
  });

  it('sends it at once while online, queueing nothing', async () => {
    stubSignedInDevice(true);
    const sendOnline = vi.fn(() => Promise.resolve('answered'));
    expect(await onlineFirstWrite({ ...def, sendOnline })({ listId: 'L2', text: 'online' })).toEqual({ queued: false, answer: 'answered' });
    expect(sendOnline).toHaveBeenCalledWith({ listId: 'L2', text: 'online' });
    expect(await db.outbox.count()).toBe(0);
    stubSignedInDevice(false);
  });
});
