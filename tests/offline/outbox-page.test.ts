import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineDb, type OfflineDb } from '@app/offline/db';
import { outboxPage } from '@app/offline/local-records';
import { addEntry, markNeedsAttention } from '@app/offline/queue';

let db: OfflineDb;
afterEach(async () => db?.delete());

async function queue(userId: string, count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const id = crypto.randomUUID();
    await addEntry(
      db,
      { id, userId, kind: 'farmer.register', label: `Register farmer ${i}`, method: 'POST', path: '/farmers', body: { id }, dependsOn: [], invalidates: [['farmers']], occurredAt: 1_000 + i, occurredAtCorrected: true },
      { now: 1_000 + i },
    );
    ids.push(id);
  }
  return ids;
}

describe('the Sync page reads only what it draws (issue 33)', () => {
  it('gives the first entries of each list in queue order, of this user only', async () => {
    db = createOfflineDb(`outbox-page-${crypto.randomUUID()}`);
    const mine = await queue('u1', 30);
    await queue('u2', 5);
    for (const id of [mine[25], mine[3], mine[10]]) await markNeedsAttention(db, id, { status: 400, message: 'Refused' });
    const page = await outboxPage(db, 'u1', 2);
    expect(page.attention.map((e) => e.id)).toEqual([mine[3], mine[10]]);
    expect(page.waiting.map((e) => e.id)).toEqual([mine[0], mine[1]]);
    const all = await outboxPage(db, 'u1', 100);
    expect(all.attention).toHaveLength(3);
    expect(all.attentionTotal).toBe(3);
    expect(all.waiting).toHaveLength(27);
    expect(page.waitingTotal).toBe(27);
    expect(page.attentionTotal).toBe(3);
    expect(all.waiting.every((e) => e.userId === 'u1' && e.status !== 'needs_attention')).toBe(true);
  });

  it('gives empty lists for an empty queue and a zero limit', async () => {
    db = createOfflineDb(`outbox-page-${crypto.randomUUID()}`);
    expect(await outboxPage(db, 'u1', 20)).toEqual({ attention: [], attentionTotal: 0, waiting: [], waitingTotal: 0 });
    await queue('u1', 3);
    expect(await outboxPage(db, 'u1', 0)).toEqual({ attention: [], attentionTotal: 0, waiting: [], waitingTotal: 3 });
  });
});
