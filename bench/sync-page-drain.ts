/**
 * Issue 33: draining a long queue with the Sync page open against the dashboard, as an agent meets it. For each
 * run a new browser context signs in (the session stored) on a 4× throttled CPU, the app opens once so its
 * offline database exists, then `BENCH_ENTRIES` (300) farmer registrations are laid in the outbox as the app
 * queues them, and the app is opened again on `/sync` or on `/dashboard` with the network on: the figure is the
 * time from that navigation until the outbox is empty (and every farmer is on the server). The two screens take
 * turns, `BENCH_RUNS` (3) each; it prints each time, the medians and their ratio. Needs a build (`npm run build`).
 * With `BENCH_COMPARE=<dist>` another build (e.g. the one before a change) drains beside this one in every run,
 * the builds taking turns too, and each build's ratio is printed: a ratio compares only with one of the same minutes.
 */
import { sql } from 'drizzle-orm';
import { type Browser, chromium } from 'playwright-core';
import type { SessionUser } from '@app/lib/session';
import { rowsOf } from '@server/db/rows';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, type E2eServer, storeSession } from '../tests/support/e2e';
import { comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median, seconds } from './support/figures';
import { appDatabaseReady, farmerRegistrations, layEntries, untilDrained } from './support/outbox-entries';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 300);

async function drain(browser: Browser, server: E2eServer, screen: '/sync' | '/dashboard', run: number): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
  const page = await context.newPage();
  const session = await storeSession(page, server.url, DEMO.seedAgent);
  await page.goto(`${server.url}/dashboard`);
  await appDatabaseReady(page);
  // Nothing may be sent while the entries are laid: the app opens again on the screen measured.
  await context.setOffline(true);
  const phoneBase = 80_000_000 + (run * 2 + (screen === '/sync' ? 0 : 1)) * ENTRIES;
  const name = `Drain Farmer ${run} ${screen === '/sync' ? 'Sync' : 'Dashboard'}`;
  await layEntries(page, farmerRegistrations({ token: session.token, user: session.user as SessionUser, count: ENTRIES, phoneBase, name }));
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await context.setOffline(false);
  const started = Date.now();
  await page.goto(`${server.url}${screen}`);
  const state = await untilDrained(page, 900_000, (s, ms) => console.log(`    ${screen}: ${s.waiting} waiting, ${s.refused} refused after ${seconds(ms)}`));
  const ms = Date.now() - started;
  if (state.refused > 0) throw new Error(`${screen}: ${state.refused} entries refused by the server (${state.firstError})`);
  const [{ arrived }] = rowsOf<{ arrived: number }>(await server.deps.db.execute(sql`select count(*)::int as arrived from farmers where name like ${`${name} %`}`));
  if (arrived !== ENTRIES) throw new Error(`${screen}: the server holds ${arrived} of the ${ENTRIES} laid registrations`);
  await context.close();
  return ms;
}

const builds = (await comparedBuilds()).map((build) => ({ ...build, times: { '/sync': [] as number[], '/dashboard': [] as number[] } }));
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
try {
  console.log(`${ENTRIES} queued farmer registrations drained on a 4× throttled CPU, ${RUNS} runs per screen taking turns (${loadLine()})`);
  for (let run = 0; run < RUNS; run++) {
    for (const build of inTurn(builds, run)) {
      for (const screen of ['/sync', '/dashboard'] as const) {
        const ms = await drain(browser, build.server, screen, run);
        build.times[screen].push(ms);
        console.log(`  run ${run + 1} ${builds.length > 1 ? `${build.label}: ` : ''}${screen.padEnd(10)} ${seconds(ms)}`);
      }
    }
  }
  for (const { label, times } of builds) {
    const sync = median(times['/sync']);
    const dashboard = median(times['/dashboard']);
    console.log(`median${builds.length > 1 ? ` (${label})` : ''}: Sync page ${seconds(sync)}, dashboard ${seconds(dashboard)}: ×${(sync / dashboard).toFixed(2)} (bar: the Sync page open costs ≤ 10 %, ×1.10)`);
  }
  console.log(`(${loadLine()})`);
} finally {
  await browser.close();
  await Promise.all(builds.map((b) => b.server.close()));
}
