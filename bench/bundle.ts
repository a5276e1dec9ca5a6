/**
 * P1: the JavaScript a cold load of /login fetches, measured in Chromium from its network events (every
 * script response of the page until the sign-in form is on screen and the network is idle; the service
 * worker's later precaching is not part of showing /login), in gzip bytes as a server compressing at level 6
 * would send them. Also lists the largest chunks of the build and whether the admin, chart and audio code
 * stayed out of /login. Needs a build (`npx vite build`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { DIST_DIR, launchBrowser, newPage, startServer } from '../tests/support/e2e';

const BAR = 200 * 1024;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipBytes = (body: Buffer) => gzipSync(body, { level: 6 }).length;

async function main() {
  const server = await startServer({ seed: false });
  const browser = await launchBrowser();
  try {
    const page = await newPage(browser);
    const scripts: { url: string; bytes: number; gzip: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (res) => {
      if (res.request().resourceType() !== 'script') return;
      pending.push(
        res.body().then((body) => void scripts.push({ url: new URL(res.url()).pathname, bytes: body.length, gzip: gzipBytes(body) })),
      );
    });
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
    console.log(`bench/bundle (P1): JavaScript fetched by a cold load of /login in Chromium: ${scripts.length} files`);
    for (const s of scripts.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${s.url}: ${kb(s.bytes)} raw, ${kb(s.gzip)} gzip`);
    console.log(`  total: ${kb(total)} gzip (bar ≤ ${kb(BAR)}: ${total <= BAR ? 'met' : 'NOT met'})`);
    const heavy = scripts.filter((s) => /chart|admin|audio|player|report/i.test(s.url));
    console.log(`  admin/chart/audio chunks fetched for /login: ${heavy.length ? heavy.map((s) => s.url).join(', ') : 'none'}`);

    const assets = path.join(DIST_DIR, 'assets');
    const chunks = readdirSync(assets)
      .filter((f) => f.endsWith('.js'))
      .map((f) => {
        const body = readFileSync(path.join(assets, f));
        return { file: f, bytes: body.length, gzip: gzipBytes(body) };
      })
      .sort((a, b) => b.gzip - a.gzip);
    console.log(`  largest of the ${chunks.length} chunks of the build:`);
    for (const c of chunks.slice(0, 8)) console.log(`    ${c.file}: ${kb(c.bytes)} raw, ${kb(c.gzip)} gzip`);
    await page.context().close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
