import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userEntries } from '@app/offline/queue';
import { type Fault, FakeServer } from './support/fake-server';
import { freshDbName, openPage, type Page, testClock, write } from './support/harness';

/** R1 against the in-memory API: the bulk of the generated cases (100 more run against the real server). */
const FAKE_RUNS = Number(process.env.R1_FAKE_RUNS ?? 900);

const faultArb = fc.constantFrom<Fault>('ok', 'cut-before', 'cut-after', '503', 'duplicate', '429', 'in-flight');
const opArb = fc.oneof(
  { weight: 5, arbitrary: fc.record({ t: fc.constant('write' as const), bad: fc.nat(6).map((n) => n === 0), parent: fc.option(fc.nat(6), { nil: undefined }) }) },
  // A drain asked for right away (often held by a backoff) or after waiting past any backoff.
  { weight: 3, arbitrary: fc.record({ t: fc.constant('drain' as const), wait: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ t: fc.constant('reload' as const), midDrain: fc.boolean(), ticks: fc.nat(4) }) },
  { weight: 2, arbitrary: fc.record({ t: fc.constant('faults' as const), faults: fc.array(faultArb, { maxLength: 4 }) }) },
);

let totalCases = 0;
let totalRecords = 0;

/** Longer than any backoff (5 min) the fake server can cause (it sends no Retry-After). */
const PAST_ANY_BACKOFF_MS = 6 * 60_000;

const sleepTicks = async (n: number) => {
  for (let i = 0; i < n; i += 1) await new Promise((r) => setImmediate(r));
};

describe('R1: offline writes survive cuts, 5xx, duplicates and reloads (in-memory API)', () => {
  it(`server ends with exactly the intended records over ${FAKE_RUNS} generated cases`, async () => {
    await fc.assert(
      fc.asyncProperty(fc.boolean(), fc.integer({ min: 1, max: 4 }), fc.array(opArb, { minLength: 1, maxLength: 14 }), async (batch, batchSize, ops) => {
        const server = new FakeServer();
        server.batch = batch;
        const token = server.signIn('u1');
        const name = freshDbName();
        const clock = testClock();
        let dead = false;
        const open = (): Page => {
          dead = false;
          const page = openPage(name, {
            fetch: (u, i) => (dead ? Promise.reject(new TypeError('page gone')) : server.fetch(u, i)),
            session: () => ({ userId: 'u1', token }),
            locks: null,
            batchSize,
            now: clock.now,
          });
          return page;
        };
        let page = open();
        const written: Array<{ id: string; intended: boolean }> = [];
        totalCases += 1;
        try {
          for (const op of ops) {
            if (op.t === 'write') {
              const parent = op.parent !== undefined && written.length ? written[written.length - 1 - (op.parent % written.length)] : undefined;
              const entry = await write(page.db, 'u1', op.bad ? 'bad' : 'good', { parent: parent?.id });
              written.push({ id: entry.id, intended: !op.bad && (parent?.intended ?? true) });
            } else if (op.t === 'drain') {
              if (op.wait) clock.advance(PAST_ANY_BACKOFF_MS);
              await page.engine.trigger('write');
            } else if (op.t === 'faults') {
              server.faults.push(...op.faults);
            } else {
              // A reload: the page dies (mid-drain or not) and a new one opens the same database.
              const running = op.midDrain ? page.engine.trigger('write').catch(() => 'killed') : null;
              if (running) await sleepTicks(op.ticks);
              dead = true;
              page.db.close();
              await running;
              page = open();
            }
          }
          server.faults = [];
          for (let i = 0; i < 40; i += 1) {
            clock.advance(PAST_ANY_BACKOFF_MS);
            if ((await page.engine.trigger('timer')) === 'done') break;
          }
          const intended = written.filter((w) => w.intended).map((w) => w.id).sort();
          expect([...server.records.keys()].sort()).toEqual(intended);
          for (const id of intended) expect(server.created.get(id)).toBe(1);
          totalRecords += intended.length;
          const left = await userEntries(page.db, 'u1');
          expect(left.map((e) => e.id).sort()).toEqual(written.filter((w) => !w.intended).map((w) => w.id).sort());
          expect(left.every((e) => e.status !== 'sending')).toBe(true);
        } finally {
          page.engine.close();
          await page.db.delete();
        }
      }),
      { numRuns: FAKE_RUNS },
    );
    expect(totalCases).toBeGreaterThanOrEqual(FAKE_RUNS);
    expect(totalRecords).toBeGreaterThan(FAKE_RUNS);
    // About 35 s of CPU on an idle 2-core machine; the margin is for a loaded CI runner.
  }, 300_000);
});
