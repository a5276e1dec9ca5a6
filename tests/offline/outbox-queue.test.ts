import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { dependentsOf, discardEntry, readyEntries, resendEntry, userEntries } from '@app/offline/queue';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page, write } from './support/harness';

let page: Page;
afterEach(async () => page?.db.delete());

describe('outbox ordering and dependencies', () => {
  it('keeps the order writes were made, even within one millisecond, per user', async () => {
    const server = new FakeServer();
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => null });
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) ids.push((await write(page.db, 'u1', `v${i}`)).id);
    await write(page.db, 'u2', 'other');
    const entries = await userEntries(page.db, 'u1');
    expect(entries.map((e) => e.id)).toEqual(ids);
    expect(new Set(entries.map((e) => e.createdAt)).size).toBe(20);
    expect(await page.db.local.where('[userId+collection]').equals(['u1', 'records']).count()).toBe(20);
  });

  it('holds an entry back until what it depends on is synced, and lets unrelated entries go', async () => {
    const server = new FakeServer();
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => null });
    const parent = await write(page.db, 'u1', 'parent');
    const child = await write(page.db, 'u1', 'child', { parent: parent.id });
    const other = await write(page.db, 'u1', 'other');
    const ready = readyEntries(await userEntries(page.db, 'u1'), 200);
    expect(ready.map((e) => e.id)).toEqual([parent.id, other.id]);
    await page.db.outbox.update(parent.id, { status: 'needs_attention' });
    expect(readyEntries(await userEntries(page.db, 'u1'), 200).map((e) => e.id)).toEqual([other.id]);
    expect((await dependentsOf(page.db, parent.id)).map((e) => e.id)).toEqual([child.id]);
  });

  it('resends an unchanged body under the same key and a changed body under a new one, re-pointing dependents', async () => {
    const server = new FakeServer();
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => null });
    const parent = await write(page.db, 'u1', 'bad');
    const child = await write(page.db, 'u1', 'child', { parent: parent.id });
    await page.db.outbox.update(parent.id, { status: 'needs_attention', lastError: { status: 400, message: 'Invalid value' } });
    expect(await resendEntry(page.db, parent.id, { value: 'bad', owner: 'u1' })).toBe(parent.id);
    expect((await page.db.outbox.get(parent.id))?.status).toBe('queued');
    expect((await page.db.outbox.get(parent.id))?.lastError).toBeUndefined();

    const newId = await resendEntry(page.db, parent.id, { value: 'good', owner: 'u1' });
    expect(newId).not.toBe(parent.id);
    expect(await page.db.outbox.get(parent.id)).toBeUndefined();
    const moved = await page.db.outbox.get(newId);
    expect(moved?.createdAt).toBe(parent.createdAt);
    expect((await page.db.local.get(newId))?.record.value).toBe('good');
    expect((await page.db.outbox.get(child.id))?.dependsOn).toEqual([newId]);
  });

  it('discards an entry with its local copy and the entries that depended on it', async () => {
    const server = new FakeServer();
    page = openPage(freshDbName(), { fetch: server.fetch, session: () => null });
    const a = await write(page.db, 'u1', 'a');
    const b = await write(page.db, 'u1', 'b', { parent: a.id });
    await write(page.db, 'u1', 'c', { parent: b.id });
    const d = await write(page.db, 'u1', 'd');
    expect(await discardEntry(page.db, a.id)).toBe(3);
    expect((await userEntries(page.db, 'u1')).map((e) => e.id)).toEqual([d.id]);
    expect(await page.db.local.count()).toBe(1);
  });
});
