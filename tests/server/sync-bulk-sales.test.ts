import { randomUUID } from 'node:crypto';
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sales } from '@server/db/schema';
import { comparable, type Entry, entryOf, type Result, sendAlone, sendEachAlone, syncBatch } from '../support/sync-compare';
import { createTestApp, DEMO, type TestApp } from '../support/test-app';

/**
 * Sales queued offline reach the server in runs too (ADR 0007): a run of sales in a batch, after the farmers
 * it depends on, must answer exactly what the same requests one at a time answer, and store the same sales.
 */
let serial = 0;
const farmerEntry = (): Entry => {
  const id = randomUUID();
  return entryOf('/farmers', { id, name: `Sales Farmer ${serial}`, phoneNumber: `+2541${80_000_000 + serial++}`, gender: 'Male', county: 'Bungoma' }, id);
};
const saleEntry = (farmerId: string, extra: Record<string, unknown> = {}, key?: string): Entry => {
  const id = randomUUID();
  return entryOf('/sales', { id, farmerId, product: `Bulk Seed ${serial++}`, quantity: 2, unit: 'kg', amountKes: 1500, saleDate: '2026-11-20', ...extra }, key ?? id);
};

describe('POST /api/sync: a run of sales written in bulk', () => {
  let batched: TestApp;
  let single: TestApp;
  const bulkSales = (t: TestApp) => t.deps.db.select().from(sales).where(like(sales.product, 'Bulk Seed %'));

  beforeAll(async () => {
    [batched, single] = await Promise.all([createTestApp({ now: '2026-11-21T09:00:00Z' }), createTestApp({ now: '2026-11-21T09:00:00Z' })]);
  });
  afterAll(async () => {
    await Promise.all([batched?.close(), single?.close()]);
  });

  it('answers every sale as the same requests sent one by one would, farmers of the same batch included', async () => {
    const known = farmerEntry();
    for (const t of [batched, single]) expect((await sendAlone(t, known)).status).toBe(201);
    const knownId = known.body.id as string;
    const [newFarmer, otherFarmer] = [farmerEntry(), farmerEntry()];
    const first = saleEntry(newFarmer.body.id as string);
    const answeredBefore = saleEntry(knownId);
    for (const t of [batched, single]) expect((await sendAlone(t, answeredBefore)).status).toBe(201);
    const { id: _omitted, ...withoutId } = saleEntry(knownId).body;
    const entries = [
      newFarmer,
      otherFarmer,
      first,
      saleEntry(otherFarmer.body.id as string),
      entryOf('/sales', withoutId),
      saleEntry(randomUUID()),
      saleEntry(knownId, { saleDate: '2026-12-25' }),
      saleEntry(knownId, { quantity: 0 }),
      first,
      saleEntry(newFarmer.body.id as string, { id: first.body.id }),
      answeredBefore,
      saleEntry(knownId),
      saleEntry(knownId, { saleDate: '2026-11-21T08:00:00Z' }),
    ];

    const viaBatch = await syncBatch(batched, entries);
    const oneByOne = await sendEachAlone(single, entries);

    expect(viaBatch.map((r) => r.status)).toEqual([201, 201, 201, 201, 201, 400, 400, 400, 201, 201, 201, 201, 201]);
    const generated = (results: Result[]) => new Set([results[4].serverId as string]);
    expect(comparable(viaBatch, generated(viaBatch))).toEqual(comparable(oneByOne, generated(oneByOne)));
    expect(viaBatch[8]).toEqual(viaBatch[2]);
    expect({ ...viaBatch[9], id: viaBatch[2].id, serverId: undefined }).toEqual(viaBatch[2]);
    expect(viaBatch[9].serverId).toBe(entries[2].body.id);

    const [a, b] = [await bulkSales(batched), await bulkSales(single)];
    expect(a).toHaveLength(6);
    expect(a.map((s) => s.product).sort()).toEqual(b.map((s) => s.product).sort());
    expect(await syncBatch(batched, entries)).toEqual(viaBatch);
    expect(await bulkSales(batched)).toHaveLength(6);
  });

  it('refuses the sales of a lender company\'s agent one by one, as the single request would', async () => {
    const results = await syncBatch(batched, [saleEntry(randomUUID()), saleEntry(randomUUID())], DEMO.lenderAgent);
    expect(results.map((r) => r.status)).toEqual([403, 403]);
  });
});
