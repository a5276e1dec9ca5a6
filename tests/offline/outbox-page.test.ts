import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { createOfflineDb, lastSuccessKey, type OfflineDb, setMeta } from '@app/offline/db';
import { outboxCounts, outboxPage } from '@app/offline/local-records';
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

  it('counts what waits and what needs attention through the indexes, of this user only (ADR 0070)', async () => {
    db = createOfflineDb(`outbox-page-${crypto.randomUUID()}`);
    expect(await outboxCounts(db, 'u1')).toEqual({ waiting: 0, needsAttention: 0, lastSuccessAt: null });
    const mine = await queue('u1', 6);
    const theirs = await queue('u2', 4);
    await markNeedsAttention(db, mine[2], { status: 400, message: 'Refused' });
    await markNeedsAttention(db, theirs[0], { status: 400, message: 'Refused' });
    await markNeedsAttention(db, theirs[1], { status: 400, message: 'Refused' });
    await setMeta(db, lastSuccessKey('u1'), 5_000);
    expect(await outboxCounts(db, 'u1')).toEqual({ waiting: 5, needsAttention: 1, lastSuccessAt: 5_000 });
    expect(await outboxCounts(db, 'u2')).toEqual({ waiting: 2, needsAttention: 2, lastSuccessAt: null });
  });
});
