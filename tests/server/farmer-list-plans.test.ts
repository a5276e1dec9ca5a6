import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inTransaction } from '@server/db/tx-context';
import { companies, farmers } from '@server/db/schema';
import { type FarmerFilter, listPage } from '@server/modules/farmers/farmer-list.repo';
import { type TestApp, createTestApp } from '../support/test-app';

// The usual list shapes run on connections that plan them once (ADR 0034); those are other connections than a
// transaction's, so a page read inside a transaction must still run in it and see its own writes.
let t: TestApp;
let company = '';

beforeAll(async () => {
  t = await createTestApp();
  [{ id: company }] = await t.deps.db.select({ id: companies.id }).from(companies).where(eq(companies.slug, 'seedsasa'));
}, 180_000);
afterAll(() => t?.close());

class RolledBack extends Error {}

describe('farmers page and the connections that plan it once', () => {
  it('reads inside a transaction on the transaction, for every shape, and outside it sees only what was committed', async () => {
    const id = randomUUID();
    const shapes: FarmerFilter[] = [
      { companyId: company },
      { companyId: company, county: 'Turkana' },
      { companyId: company, county: 'Turkana', gender: 'Female', cropType: 'Tea' },
      { companyId: company, name: 'Uncommitted' },
    ];
    // One after the other: inside the transaction they share its one connection.
    const firstIds = async () => {
      const ids: (string | undefined)[] = [];
      for (const filter of shapes) ids.push((await listPage(t.deps.db, { filter, visible: company }, 0, 1)).farmers[0]?.id);
      return ids;
    };
    const before = await firstIds();
    await expect(
      t.deps.db.transaction(async (tx) => {
        await tx.insert(farmers).values({ id, companyId: company, name: 'Uncommitted Farmer', phoneNumber: '0769000001', gender: 'Female', county: 'Turkana', cropType: 'Tea', recordedAt: new Date() });
        expect(inTransaction(t.deps.db)).toBe(true);
        expect(await firstIds()).toEqual(shapes.map(() => id));
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(inTransaction(t.deps.db)).toBe(false);
    expect(await firstIds()).toEqual(before);
  });
});
