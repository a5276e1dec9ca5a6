/**
 * P2b: the installed app reopened online, as an agent meets the dashboard: signed in once (the service worker
 * installed and in control, the dashboard's answer in the persisted query cache), then a new tab opens /dashboard
 * on a CPU slowed 4× (Chromium's throttling, as Lighthouse's mobile profile), five times: time from navigation to
 * a figure on screen (the value of the "Total Points Earned" tile), with the time the shell (its Sync link)
 * appeared beside it, both read from the page's own clock. Median of 5, bar ≤ 1.5 s. P3 is the same reopening
 * offline (bench/offline-start.ts). Needs a build (`npx vite build`); `BENCH_COMPARE=<dist>` measures another build
 * too (e.g. one made before a change), the runs of the two taking turns.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../tests/support/e2e';
import { type Build, comparedBuilds, inTurn } from './support/compared-builds';
import { loadLine, median } from './support/figures';
import { CPU_SLOWDOWN, FIGURE_TILE, figureShownAt, installedApp } from './support/installed-app';

const RUNS = 5;
const BAR_MS = 1500;
const GIVE_UP_MS = 15_000;

/** The page's clock once the shell's Sync link is in the page. */
async function shellShownAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => document.querySelector('a[aria-label^="Sync:"]') !== null && performance.now());
  return (await handle.jsonValue()) as number;
}

/** One reopening on a slowed CPU: [to the figure, to the shell] in ms, or null when no figure came. */
async function reopen(context: BrowserContext, url: string): Promise<[number, number] | null> {
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${url}/dashboard`, { waitUntil: 'commit' });
    const shell = shellShownAt(page);
    const figure = await figureShownAt(page, GIVE_UP_MS).catch(() => null);
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) throw new Error('the page was not served by the service worker');
    return figure === null ? null : [figure, await shell];
  } finally {
    await page.close();
  }
}

async function main() {
  const builds = await comparedBuilds();
  const browser = await launchBrowser();
  try {
    const contexts = new Map<Build, BrowserContext>();
    for (const build of builds) contexts.set(build, await installedApp(build.server.url, browser));
    const figures = new Map<Build, Array<[number, number] | null>>(builds.map((build) => [build, []]));
    for (let round = 0; round < RUNS; round++) {
      for (const build of inTurn(builds, round)) figures.get(build)!.push(await reopen(contexts.get(build)!, build.server.url));
    }
    console.log(`bench/online-start (P2b): the installed app reopened online on /dashboard, CPU ${CPU_SLOWDOWN}× slower, ${RUNS} runs; ${loadLine()}`);
    for (const build of builds) {
      const runs = figures.get(build)!;
      const shown = runs.filter((run): run is [number, number] => run !== null);
      const ms = shown.length ? median(shown.map(([figure]) => figure)) : Infinity;
      const met = shown.length === RUNS && ms <= BAR_MS;
      console.log(`  ${build.label}: to the "${FIGURE_TILE}" figure ${runs.map((run) => (run ? run[0].toFixed(0) : 'never')).join(', ')} ms (shell: ${shown.map(([, shell]) => shell.toFixed(0)).join(', ')} ms)`);
      console.log(`    median to the figure ${ms.toFixed(0)} ms, to the shell ${shown.length ? median(shown.map(([, shell]) => shell)).toFixed(0) : '-'} ms (bar ≤ ${BAR_MS} ms: ${met ? 'met' : 'NOT met'})`);
    }
    for (const context of contexts.values()) await context.close();
  } finally {
    await browser.close();
    for (const build of builds) await build.server.close();
  }
}

await main();
