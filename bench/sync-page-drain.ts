/**
 * Issue 33: draining a long queue with the Sync page open against the dashboard, as an agent meets it. For each
 * run a new browser context signs in (the session stored) on a 4× throttled CPU, the app opens once so its
 * offline database exists, then `BENCH_ENTRIES` (300) farmer registrations are laid in the outbox as the app
 * queues them, and the app is opened again on `/sync` or on `/dashboard` with the network on: the figure is the
 * time from that navigation until the outbox is empty (and every farmer is on the server). The two screens take
 * turns, `BENCH_RUNS` (3) each; it prints each time, the medians and their ratio. Needs a build (`npm run build`).
 */
import { type Browser, chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, type E2eServer, startServer, storeSession } from '../tests/support/e2e';
import { loadLine, median, seconds } from './support/figures';
import { layFarmerRegistrations } from './support/outbox-entries';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);
const DB_NAME = 'field-agent-portal';

/** The outbox's entries by status, and the first refusal's message (an entry the server refused stays, needing the agent). */
const outboxState = (dbName: string) =>
  new Promise<{ waiting: number; refused: number; firstError?: string }>((resolve, reject) => {
    const open = indexedDB.open(dbName);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const all = open.result.transaction('outbox').objectStore('outbox').getAll();
      all.onsuccess = () => {
        open.result.close();
        const entries = all.result as Array<{ status: string; lastError?: { message: string } }>;
        const refused = entries.filter((e) => e.status === 'needs_attention');
        resolve({ waiting: entries.length - refused.length, refused: refused.length, firstError: refused[0]?.lastError?.message });
      };
    };
  });

async function drain(browser: Browser, server: E2eServer, screen: '/sync' | '/dashboard', run: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
  const page = await context.newPage();
  const session = await storeSession(page, server.url, DEMO.seedAgent);
  await page.goto(`${server.url}/dashboard`);
  // The signed-in app opens its offline database (Dexie) once it runs.
  await page.waitForFunction(async (name) => (await indexedDB.databases()).some((d) => d.name === name), DB_NAME, { timeout: 120_000, polling: 250 });
  // Nothing may be sent while the entries are laid: the app opens again on the screen measured.
  await context.setOffline(true);
  await page.evaluate(layFarmerRegistrations, { dbName: DB_NAME, userId: (session.user as { id: string }).id, count: ENTRIES, phoneBase: 80_000_000 + (run * 2 + (screen === '/sync' ? 0 : 1)) * ENTRIES, name: `Drain Farmer ${run}` });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await context.setOffline(false);
  const started = Date.now();
  await page.goto(`${server.url}${screen}`);
  let state = await page.evaluate(outboxState, DB_NAME);
  for (let polls = 1; state.waiting > 0; polls++) {
    if (polls % 60 === 0) console.log(`    ${screen}: ${state.waiting} waiting, ${state.refused} refused after ${seconds(Date.now() - started)}`);
    if (Date.now() - started > 900_000) throw new Error(`${screen}: ${state.waiting} entries still waiting after 15 minutes`);
    await page.waitForTimeout(500);
    state = await page.evaluate(outboxState, DB_NAME);
  }
  const ms = Date.now() - started;
  if (state.refused > 0) throw new Error(`${screen}: ${state.refused} entries refused by the server (${state.firstError})`);
  await context.close();
  return ms;
}

const server = await startServer();
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`${ENTRIES} queued farmer registrations drained on a 4× throttled CPU, ${RUNS} runs per screen taking turns (${loadLine()})`);
  const times: Record<'/sync' | '/dashboard', number[]> = { '/sync': [], '/dashboard': [] };
  for (let run = 0; run < RUNS; run++) {
    for (const screen of ['/sync', '/dashboard'] as const) {
      const ms = await drain(browser, server, screen, run);
      times[screen].push(ms);
      console.log(`  run ${run + 1} ${screen.padEnd(10)} ${seconds(ms)}`);
    }
  }
  const sync = median(times['/sync']);
  const dashboard = median(times['/dashboard']);
  console.log(`median: Sync page ${seconds(sync)}, dashboard ${seconds(dashboard)}: ×${(sync / dashboard).toFixed(2)} (bar: the Sync page open costs ≤ 10 %, ×1.10) (${loadLine()})`);
} finally {
  await browser.close();
  await server.close();
}
