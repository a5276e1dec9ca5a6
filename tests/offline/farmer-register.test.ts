import 'fake-indexeddb/auto';
import type { RegisterFarmer } from '@shared/contracts/farmer-changes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { downloadFarmerRegister } from '@app/features/farmers/api/farmer-register';
import {
  applyChanges,
  createRegisterDb,
  forgetRegister,
  registerCursor,
  registerDb,
  registerSavedAt,
  searchMatches,
  searchRegister,
} from '@app/offline/farmer-register';
import { registerFarmer as farmer, saveWhole } from '../support/register-farmers';

const names = (page: Awaited<ReturnType<typeof searchRegister>>) => page?.farmers.map((f) => f.name);

describe('the farmer register saved on the phone', () => {
  it('holds 2,000 farmers per user and answers like GET /farmers: filters, name search, pages, newest first', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    const farmers = Array.from({ length: 2_000 }, (_, i) => farmer(i + 1));
    farmers.push(farmer(6_000, { name: 'Wanjiru Kamau', county: 'Kiambu', nationalId: 27_182_818, phoneNumber: '+254722000111' }));
    await saveWhole(db, 'u1', farmers, [{ id: 'c1', name: 'Seedsasa' }], 1234);
    await saveWhole(db, 'u2', [farmer(1)], [], 99);

    const first = await searchRegister(db, 'u1', {}, 1, 10);
    expect(first?.pagination).toEqual({ currentPage: 1, totalPages: 201, totalItems: 2_001, limit: 10 });
    expect(first?.farmers[0]).toMatchObject({ name: 'Wanjiru Kamau', company: { name: 'Seedsasa' }, location: null });
    expect(first?.savedAt).toBe(1234);
    expect(first?.filters.counties).toEqual(['Kiambu', 'Meru', 'Nakuru']);
    expect(first?.filters.cropTypes).toEqual(['Maize']);
    expect((await searchRegister(db, 'u1', {}, 2, 10))?.farmers[0].name).toBe('Farmer Number1991');

    expect(names(await searchRegister(db, 'u1', { name: 'kam wan' }, 1, 10))).toEqual(['Wanjiru Kamau']);
    expect(names(await searchRegister(db, 'u1', { name: 'anjiru' }, 1, 10))).toEqual([]);
    const meru = await searchRegister(db, 'u1', { county: 'Meru', gender: 'Female' }, 2, 10);
    expect(meru?.farmers.every((f) => f.county === 'Meru' && f.gender === 'Female')).toBe(true);
    expect(meru?.pagination.totalItems).toBe(333);
    expect((await searchRegister(db, 'u1', { gender: 'Female' }, 1, 10))?.pagination.totalItems).toBe(1_001);
    expect((await searchRegister(db, 'u1', { name: 'number12', county: 'Nakuru' }, 1, 100))?.pagination.totalItems).toBe(72);
    expect((await searchRegister(db, 'u2', {}, 1, 10))?.pagination.totalItems).toBe(1);

    await forgetRegister(db, 'u1');
    expect(await searchRegister(db, 'u1', {}, 1, 10)).toBeNull();
    expect((await searchRegister(db, 'u2', {}, 1, 10))?.pagination.totalItems).toBe(1);
  });

  it('finds a farmer by phone number in any spelling the phone field accepts, and by national ID', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await saveWhole(db, 'u1', [
      farmer(1, { name: 'Achieng Otieno', phoneNumber: '+254712345678', nationalId: 23_456_789 }),
      farmer(2, { name: 'Kiprono Bett', phoneNumber: '+254110000222' }),
    ]);
    for (const typed of ['0712345678', '+254712345678', '254712345678', '0712 345 678', '0712-345-678', '712345678', '23456789']) {
      expect(names(await searchRegister(db, 'u1', { name: typed }, 1, 10)), typed).toEqual(['Achieng Otieno']);
    }
    expect(names(await searchRegister(db, 'u1', { name: '0110000222' }, 1, 10))).toEqual(['Kiprono Bett']);
    expect(names(await searchRegister(db, 'u1', { name: '0712345679' }, 1, 10))).toEqual([]);
    expect(names(await searchRegister(db, 'u1', { name: '2345678' }, 1, 10))).toEqual([]);
    expect(names(await searchRegister(db, 'u1', { name: '99999999999999999999' }, 1, 10))).toEqual([]);
    // The same rules for a farmer still waiting in the outbox (typed as the agent typed it).
    const waiting = { name: 'Njeri Wambui', phoneNumber: '0733 000 111', nationalId: 1234567 };
    expect(['0733000111', '+254733000111', '1234567', 'njer', ''].map((t) => searchMatches(waiting, t))).toEqual([true, true, true, true, true]);
    expect(['0733000112', 'wan njo', '7654321'].map((t) => searchMatches(waiting, t))).toEqual([false, false, false]);
  });

  it('applies changes: an edit replaces one farmer and its search keys, a removal drops it, a page with more to come is not yet complete', async () => {
    const db = createRegisterDb(`register-${crypto.randomUUID()}`);
    await applyChanges(db, 'u1', { farmers: [farmer(1), farmer(2)], removed: [], cursor: 'p1', more: true, companies: [] }, true, 10);
    expect(await registerSavedAt(db, 'u1')).toBeNull();
    expect(await searchRegister(db, 'u1', {}, 1, 10)).toBeNull();
    expect(await registerCursor(db, 'u1')).toBe('p1');
    await applyChanges(db, 'u1', { farmers: [farmer(3)], removed: [], cursor: 'r1', more: false, companies: [] }, false, 20);
    expect(await registerSavedAt(db, 'u1')).toBe(20);

    await applyChanges(db, 'u1', { farmers: [farmer(1, { name: 'Renamed Person', phoneNumber: '+254799000001' })], removed: ['00000000-0000-4000-8000-000000000002'], cursor: 'r2', more: false, companies: [] }, false, 30);
    expect(names(await searchRegister(db, 'u1', {}, 1, 10))).toEqual(['Farmer Number3', 'Renamed Person']);
    expect(names(await searchRegister(db, 'u1', { name: 'number1' }, 1, 10))).toEqual([]);
    expect(names(await searchRegister(db, 'u1', { name: '0700000001' }, 1, 10))).toEqual([]);
    expect(names(await searchRegister(db, 'u1', { name: '0799000001' }, 1, 10))).toEqual(['Renamed Person']);
    expect(await registerCursor(db, 'u1')).toBe('r2');
  });
});

describe('downloadFarmerRegister: the register refreshed by changes', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A server that answers GET /api/farmers/changes from `answer(cursor)`, counting the requests. */
  function serve(answer: (cursor: string | null) => { status?: number; body: unknown }) {
    const asked: (string | null)[] = [];
    const stored = new Map<string, string>();
    vi.stubGlobal('localStorage', { getItem: (k: string) => stored.get(k) ?? null, setItem: (k: string, v: string) => stored.set(k, v), removeItem: (k: string) => stored.delete(k) });
    vi.stubGlobal('fetch', async (url: string) => {
      const cursor = new URL(url, 'http://portal.test').searchParams.get('cursor');
      asked.push(cursor);
      const { status = 200, body } = answer(cursor);
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    });
    return asked;
  }
  const page = (farmers: RegisterFarmer[], cursor: string, more = false, removed: string[] = []) => ({ body: { farmers, removed, cursor, more, companies: [{ id: 'c1', name: 'Seedsasa' }] } });
  const stale = { status: 409, body: { code: 'CURSOR_STALE', message: 'stale' } };

  it('downloads from the start in pages, then asks only for what changed after its cursor, across restarts', async () => {
    const user = `u-${crypto.randomUUID()}`;
    const asked = serve((cursor) => (cursor === null ? page([farmer(1)], 'walk-1', true) : cursor === 'walk-1' ? page([farmer(2)], 'rest-1') : page([], 'rest-1')));
    expect(await downloadFarmerRegister(user)).toBe(2);
    expect(asked).toEqual([null, 'walk-1']);
    expect(await downloadFarmerRegister(user)).toBe(0);
    expect(asked).toEqual([null, 'walk-1', 'rest-1']);
    expect((await searchRegister(registerDb, user, {}, 1, 10))?.pagination.totalItems).toBe(2);
  });

  it('a stale cursor downloads from the start once, replacing what was saved; stale again, it fails without looping', async () => {
    const user = `u-${crypto.randomUUID()}`;
    await applyChanges(registerDb, user, { farmers: [farmer(1), farmer(2)], removed: [], cursor: 'old', more: false, companies: [] }, true);
    const asked = serve((cursor) => (cursor === 'old' ? stale : page([farmer(3)], 'new')));
    expect(await downloadFarmerRegister(user)).toBe(1);
    expect(asked).toEqual(['old', null]);
    expect(names(await searchRegister(registerDb, user, {}, 1, 10))).toEqual(['Farmer Number3']);

    const again = serve(() => stale);
    await expect(downloadFarmerRegister(user)).rejects.toMatchObject({ code: 'CURSOR_STALE' });
    expect(again).toEqual(['new', null]);
    expect(names(await searchRegister(registerDb, user, {}, 1, 10))).toEqual(['Farmer Number3']);
  });

  it('two refreshes at once (two tabs) run one after the other: the second continues from the first one’s cursor', async () => {
    const user = `u-${crypto.randomUUID()}`;
    const asked = serve((cursor) => (cursor === null ? page([farmer(1)], 'rest-1') : page([], 'rest-1')));
    expect(await Promise.all([downloadFarmerRegister(user), downloadFarmerRegister(user)])).toEqual([1, 0]);
    expect(asked).toEqual([null, 'rest-1']);
  });
});
