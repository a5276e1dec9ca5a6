import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import { waitingByKind } from '@app/offline/local-records';
import { addEntry, resendEntry } from '@app/offline/queue';
import { FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page } from './support/harness';

let page: Page;
afterEach(async () => page?.db.delete());

/** A registration and a sale for its farmer, queued as the app queues them (the entry id is the farmer's id). */
async function registrationWithSale(db: Page['db']) {
  const farmerId = crypto.randomUUID();
  const registration = await addEntry(db, {
    id: farmerId,
    userId: 'u1',
    kind: 'farmer.register',
    label: 'Register farmer Jane Wanjiku',
    method: 'POST',
    path: '/farmers',
    body: { id: farmerId, name: 'Jane Wanjiku', phoneNumber: '0712345678' },
    dependsOn: [],
    invalidates: [['farmers']],
    local: { collection: 'farmers', record: { id: farmerId, name: 'Jane Wanjiku' } },
    occurredAt: Date.UTC(2026, 10, 20, 8, 14),
    occurredAtCorrected: true,
  });
  const saleId = crypto.randomUUID();
  const sale = await addEntry(db, {
    id: saleId,
    userId: 'u1',
    kind: 'sale.record',
    label: 'Record sale of Maize to Jane Wanjiku',
    method: 'POST',
    path: '/sales',
    body: { id: saleId, farmerId, product: 'Maize', amountKes: 500 },
    dependsOn: [farmerId],
    invalidates: [['sales']],
    local: { collection: 'sales', record: { id: saleId, farmerId, farmer: { name: 'Jane Wanjiku' } } },
    occurredAt: Date.UTC(2026, 10, 20, 8, 20),
    occurredAtCorrected: true,
  });
  await db.outbox.update(farmerId, { status: 'needs_attention', lastError: { status: 409, message: 'A farmer with phone number +254712345678 is already registered' } });
  return { registration, sale };
}

describe('edit and resend through the record\'s own form', () => {
  it('replaces the body, label and local copy under a new key, keeps the place and the act, and moves what waits for it', async () => {
    page = openPage(freshDbName(), { fetch: new FakeServer().fetch, session: () => null });
    const { registration, sale } = await registrationWithSale(page.db);

    const edited = { id: registration.id, name: 'Jane W. Kamau', phoneNumber: '0722000111' };
    const newId = await resendEntry(page.db, registration.id, edited, Date.now(), {
      label: 'Register farmer Jane W. Kamau',
      local: { id: registration.id, name: 'Jane W. Kamau', phoneNumber: '+254722000111' },
      dependsOn: [],
    });

    expect(newId).not.toBe(registration.id);
    expect(await page.db.outbox.get(registration.id)).toBeUndefined();
    const moved = await page.db.outbox.get(newId);
    expect(moved).toMatchObject({
      body: { id: newId, name: 'Jane W. Kamau', phoneNumber: '0722000111' },
      label: 'Register farmer Jane W. Kamau',
      status: 'queued',
      attempts: 0,
      createdAt: registration.createdAt,
      occurredAt: registration.occurredAt,
    });
    expect(moved?.lastError).toBeUndefined();
    expect((await page.db.local.get(newId))?.record).toEqual({ id: newId, name: 'Jane W. Kamau', phoneNumber: '+254722000111' });
    expect(await page.db.local.get(registration.id)).toBeUndefined();

    // The sale was never sent: it now names the farmer by the new id, in its body and its local copy.
    const waitingSale = await page.db.outbox.get(sale.id);
    expect(waitingSale?.dependsOn).toEqual([newId]);
    expect(waitingSale?.body).toMatchObject({ id: sale.id, farmerId: newId });
    expect((await page.db.local.get(sale.id))?.record.farmerId).toBe(newId);
  });

  it('resends an unchanged body under its own key, taking the form\'s label and dependencies', async () => {
    page = openPage(freshDbName(), { fetch: new FakeServer().fetch, session: () => null });
    const { registration } = await registrationWithSale(page.db);
    const same = await resendEntry(page.db, registration.id, registration.body, Date.now(), { label: 'Register farmer Jane Wanjiku (again)', dependsOn: [] });
    expect(same).toBe(registration.id);
    expect(await page.db.outbox.get(same)).toMatchObject({ status: 'queued', label: 'Register farmer Jane Wanjiku (again)', body: registration.body });
  });

  it('leaves the body of a dependent that already left for the server as it was sent', async () => {
    page = openPage(freshDbName(), { fetch: new FakeServer().fetch, session: () => null });
    const { registration, sale } = await registrationWithSale(page.db);
    await page.db.outbox.update(sale.id, { firstSentAt: Date.now() });
    const newId = await resendEntry(page.db, registration.id, { ...(registration.body as object), name: 'Jane K.' });
    const after = await page.db.outbox.get(sale.id);
    expect(after?.body).toEqual(sale.body);
    expect(after?.dependsOn).toEqual([newId]);
  });
});

describe('provisional counts', () => {
  it('counts the signed-in user\'s entries on their way by kind, without those needing attention or another user\'s', async () => {
    page = openPage(freshDbName(), { fetch: new FakeServer().fetch, session: () => null });
    await registrationWithSale(page.db); // the registration needs attention, the sale waits
    const add = (userId: string, kind: string) =>
      addEntry(page.db, {
        id: crypto.randomUUID(),
        userId,
        kind,
        label: kind,
        method: 'POST',
        path: '/x',
        body: {},
        dependsOn: [],
        invalidates: [],
        occurredAt: Date.now(),
        occurredAtCorrected: true,
      });
    await add('u1', 'farmer.register');
    await add('u1', 'farmer.register');
    const sending = await add('u1', 'loan.apply');
    await page.db.outbox.update(sending.id, { status: 'sending' });
    await add('u2', 'farmer.register');

    expect(await waitingByKind(page.db, 'u1')).toEqual({ 'farmer.register': 2, 'sale.record': 1, 'loan.apply': 1 });
    expect(await waitingByKind(page.db, 'u2')).toEqual({ 'farmer.register': 1 });
    expect(await waitingByKind(page.db, 'nobody')).toEqual({});
  });
});

describe('send dated now (issue 33: a clock turned back while offline)', () => {
  it('sends the same body under a new key, dated now, and moves what waits for it', async () => {
    page = openPage(freshDbName(), { fetch: new FakeServer().fetch, session: () => null });
    const { registration, sale } = await registrationWithSale(page.db);
    const now = Date.UTC(2026, 10, 27, 10);
    const newId = await resendEntry(page.db, registration.id, registration.body, now, { act: { occurredAt: now, occurredAtCorrected: true } });
    expect(newId).not.toBe(registration.id);
    const moved = await page.db.outbox.get(newId);
    expect(moved).toMatchObject({ status: 'queued', occurredAt: now, occurredAtCorrected: true, createdAt: registration.createdAt, lastError: undefined });
    expect((moved!.body as { id: string }).id).toBe(newId);
    expect(await page.db.outbox.get(registration.id)).toBeUndefined();
    const dependent = await page.db.outbox.get(sale.id);
    expect(dependent!.dependsOn).toEqual([newId]);
    expect((dependent!.body as { farmerId: string }).farmerId).toBe(newId);
  });
});
