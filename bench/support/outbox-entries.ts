/**
 * Farmer registrations queued in the signed-in user's outbox for the benches that measure a drain. The entries
 * are made by the app's own code (`farmerRegistration`, `enqueueInputOf`, `newEntryOf`: the form's body checked
 * by the contract, the label's text, the local copy, the moment of the act and the sign-in session of ADR 0046),
 * here in Node; only the placing is done in the page (`layEntries`), as `addEntry` places them, into the
 * database the app itself created. Phone numbers are `phoneBase + i` (give each run its own range).
 */
import type { Page } from 'playwright-core';
import { farmerRegistration, toRequestBody } from '@app/features/farmers/api/register-farmer';
import type { SessionUser } from '@app/lib/session';
import type { LocalRow } from '@app/offline/db';
import { enqueueInputOf, newEntryOf } from '@app/offline/new-entry';
import type { OutboxEntry } from '@app/offline/outbox-types';

export const APP_DB_NAME = 'field-agent-portal';
/** Dexie keeps `version(n)` as IndexedDB version 10·n: below it the database is not the app's yet. */
const APP_DB_VERSION = 10;

export interface Laid {
  entries: OutboxEntry[];
  local: LocalRow[];
}

/** `count` registrations as "Add Farmer" queues them, acted one millisecond apart ending now. */
export function farmerRegistrations({ token, user, count, phoneBase, name }: { token: string; user: SessionUser; count: number; phoneBase: number; name: string }): Laid {
  const now = Date.now();
  const entries: OutboxEntry[] = [];
  const local: LocalRow[] = [];
  for (let i = 0; i < count; i++) {
    const at = now - count + i;
    const values = { name: `${name} ${i}`, phoneNumber: `+2547${phoneBase + i}`, gender: i % 2 ? 'Female' : 'Male', county: 'Nakuru', cropType: 'Maize' } as const;
    const input = enqueueInputOf(farmerRegistration, { body: toRequestBody(values, user), user }, crypto.randomUUID(), { at, corrected: true });
    const entry = newEntryOf(farmerRegistration.endpoint, input, { userId: user.id, token }, { at, corrected: true });
    entries.push({ ...entry, createdAt: at, attempts: 0, nextAttemptAt: at, status: 'queued' });
    if (entry.local) local.push({ entryId: entry.id, userId: user.id, collection: entry.local.collection, record: entry.local.record });
  }
  return { entries, local };
}

/** Resolves once the app has created its offline database (Dexie opens it as the signed-in app starts). */
export async function appDatabaseReady(page: Page, timeoutMs = 120_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  const ready = () =>
    page.evaluate(async ({ name, version }) => (await indexedDB.databases()).some((d) => d.name === name && (d.version ?? 0) >= version), { name: APP_DB_NAME, version: APP_DB_VERSION });
  while (!(await ready())) {
    if (Date.now() > until) throw new Error(`The app did not create its database ${APP_DB_NAME} within ${timeoutMs / 1000} s`);
    await page.waitForTimeout(250);
  }
}

/**
 * Puts the entries and their local copies into the app's database in one transaction. It opens the database
 * at the app's own version, so it fails rather than creating an empty one the app would then have to upgrade.
 */
export function layEntries(page: Page, laid: Laid): Promise<void> {
  return page.evaluate(
    ({ name, version, laid }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open(name, version);
        open.onupgradeneeded = () => {
          open.transaction?.abort();
          reject(new Error(`${name} is not the app's database yet`));
        };
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const tx = open.result.transaction(['outbox', 'local'], 'readwrite');
          for (const entry of laid.entries) tx.objectStore('outbox').put(entry);
          for (const row of laid.local) tx.objectStore('local').put(row);
          tx.oncomplete = () => {
            open.result.close();
            resolve();
          };
          tx.onerror = () => {
            open.result.close();
            reject(tx.error);
          };
        };
      }),
    { name: APP_DB_NAME, version: APP_DB_VERSION, laid },
  );
}

export interface OutboxState {
  waiting: number;
  refused: number;
  /** The first refused entry's code and message. */
  firstError?: string;
}

/** The outbox's entries by status: an entry the server refused stays, needing the agent. */
export async function outboxState(page: Page): Promise<OutboxState> {
  return page.evaluate(
    (name) =>
      new Promise<OutboxState>((resolve, reject) => {
        const open = indexedDB.open(name);
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('outbox').objectStore('outbox').getAll();
          all.onsuccess = () => {
            open.result.close();
            const entries = all.result as Array<{ status: string; lastError?: { message: string; code?: string } }>;
            const refused = entries.filter((e) => e.status === 'needs_attention');
            const error = refused[0]?.lastError;
            resolve({ waiting: entries.length - refused.length, refused: refused.length, ...(error ? { firstError: `${error.code ?? ''} ${error.message}` } : {}) });
          };
        };
      }),
    APP_DB_NAME,
  );
}

/**
 * Polls from Node until nothing in the outbox waits any more (sent, or refused: the caller decides what a
 * refusal means); `page.waitForFunction` would not do, it takes a predicate's promise (an IndexedDB read) as
 * its truthy answer at once. `progress` hears every 30 s how far it is.
 */
export async function untilDrained(page: Page, timeoutMs: number, progress?: (state: OutboxState, ms: number) => void): Promise<OutboxState> {
  const started = Date.now();
  let state = await outboxState(page);
  for (let polls = 1; state.waiting > 0; polls++) {
    const ms = Date.now() - started;
    if (ms > timeoutMs) throw new Error(`${state.waiting} entries still waiting after ${timeoutMs / 1000} s`);
    if (polls % 60 === 0) progress?.(state, ms);
    await page.waitForTimeout(500);
    state = await outboxState(page);
  }
  return state;
}
