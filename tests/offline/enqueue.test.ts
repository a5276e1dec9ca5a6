import 'fake-indexeddb/auto';
import { defineEndpoint } from '@shared/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { db } from '@app/offline/db';
import { enqueue, onEntryAccepted, type OutboxEntry } from '@app/offline/outbox';
import { getEngine } from '@app/offline/engine';
import { FakeServer } from './support/fake-server';

const createRecord = defineEndpoint({
  method: 'POST',
  path: '/records',
  permission: 'sync.run',
  summary: 'test write',
  tag: 'test',
  body: z.object({ value: z.string().check(z.minLength(1, 'Value is required')), owner: z.string() }),
  response: z.object({ id: z.string() }),
});

const server = new FakeServer();

/** The browser's localStorage, enough for the session module. */
function signInAs(userId: string): void {
  const store = new Map<string, string>([
    ['access_token', server.signIn(userId)],
    ['user_role', 'engaged_agent'],
    ['user', JSON.stringify({ id: userId, name: 'Agent', role: 'engaged_agent' })],
  ]);
  vi.stubGlobal('localStorage', {
    getItem: (k: string) => store.get(k) ?? null,
    setItem: (k: string, v: string) => void store.set(k, v),
    removeItem: (k: string) => void store.delete(k),
  });
}

beforeAll(() => {
  vi.stubGlobal('fetch', server.fetch);
  signInAs('agent-1');
});
afterAll(async () => {
  getEngine().close();
  vi.unstubAllGlobals();
  await db.delete();
});

describe('enqueue (the outbox API)', () => {
  it('stores the entry and its local copy together, kicks the engine, and invalidates the keys once accepted', async () => {
    const accepted: OutboxEntry[] = [];
    const off = onEntryAccepted((e) => accepted.push(e));
    const id = crypto.randomUUID();
    const entry = await enqueue(createRecord, {
      id,
      body: { value: 'v1', owner: 'agent-1' },
      kind: 'record.create',
      label: 'Create record v1',
      invalidates: [['records']],
      local: { collection: 'records', record: { id, value: 'v1' } },
    });
    expect(entry).toMatchObject({ id, userId: 'agent-1', method: 'POST', path: '/records', status: 'queued', attempts: 0, dependsOn: [] });
    await getEngine().trigger('write');
    await expect.poll(() => db.outbox.count()).toBe(0);
    expect(await db.local.count()).toBe(0);
    expect(server.created.get(id)).toBe(1);
    expect(accepted.map((e) => e.invalidates)).toEqual([[['records']]]);
    off();
  });

  it('refuses a body its contract refuses, queueing nothing', async () => {
    await expect(enqueue(createRecord, { body: { value: '', owner: 'agent-1' }, kind: 'record.create', label: 'Bad' })).rejects.toThrow('Value is required');
    expect(await db.outbox.count()).toBe(0);
  });
});
