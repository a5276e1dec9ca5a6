import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { applyChanges, createRegisterDb, searchRegister } from '@app/offline/farmer-register';
import { registerFarmer as farmer } from '../support/register-farmers';

const names = (page: Awaited<ReturnType<typeof searchRegister>>) => page?.farmers.map((f) => f.name);
const idOf = (i: number) => farmer(i).id;
/** How many of a spied `where`'s calls read the index by farmer id. */
const lookUps = (calls: unknown[][]) => calls.filter(([index]) => index === '[userId+farmerId]').length;

describe('a download of the register from the start, in pages (P8: 50,000 farmers)', () => {
  it('looks up no farmer by id on its pages; a farmer given twice is kept once, as last given; a removal still drops it', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    const where = vi.spyOn(db.farmers, 'where');
    const byId = () => lookUps(where.mock.calls);
    await applyChanges(db, 'u1', { farmers: [farmer(1), farmer(2), farmer(3)], removed: [], cursor: 'w1', more: true, companies: [] }, true, 10);
    // Farmer 2 edited while the walk ran: given again on a later page.
    await applyChanges(db, 'u1', { farmers: [farmer(4), farmer(2, { name: 'Edited Meanwhile' })], removed: [], cursor: 'w2', more: true, companies: [] }, false, 20);
    expect(byId()).toBe(0);
    await applyChanges(db, 'u1', { farmers: [farmer(5)], removed: [idOf(3)], cursor: 'rest', more: false, companies: [] }, false, 30);
    expect(byId()).toBe(1);
    expect(names(await searchRegister(db, 'u1', {}, 1, 10))).toEqual(['Farmer Number5', 'Farmer Number4', 'Edited Meanwhile', 'Farmer Number1']);
    expect((await searchRegister(db, 'u1', { name: 'number2' }, 1, 10))?.pagination.totalItems).toBe(0);
  });

  it('a refresh after it (the register complete) still replaces a changed farmer by its id', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await applyChanges(db, 'u1', { farmers: [farmer(1), farmer(2)], removed: [], cursor: 'rest', more: false, companies: [] }, true, 10);
    const where = vi.spyOn(db.farmers, 'where');
    await applyChanges(db, 'u1', { farmers: [farmer(1, { name: 'Renamed Person' })], removed: [], cursor: 'rest2', more: false, companies: [] }, false, 20);
    expect(lookUps(where.mock.calls)).toBe(1);
    expect(names(await searchRegister(db, 'u1', {}, 1, 10))).toEqual(['Farmer Number2', 'Renamed Person']);
  });

  it('another user of the phone downloading from the start leaves this user’s register alone', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await applyChanges(db, 'u1', { farmers: [farmer(1)], removed: [], cursor: 'rest', more: false, companies: [] }, true, 10);
    await applyChanges(db, 'u2', { farmers: [farmer(1), farmer(2)], removed: [], cursor: 'w1', more: true, companies: [] }, true, 20);
    await applyChanges(db, 'u2', { farmers: [farmer(3)], removed: [idOf(1)], cursor: 'rest', more: false, companies: [] }, false, 30);
    expect(names(await searchRegister(db, 'u1', {}, 1, 10))).toEqual(['Farmer Number1']);
    expect(names(await searchRegister(db, 'u2', {}, 1, 10))).toEqual(['Farmer Number3', 'Farmer Number2']);
  });
});
