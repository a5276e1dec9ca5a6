import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioVariants, moduleAudios, trainingModules } from '@server/db/schema';
import { DEMO, sessionPage, setUpE2e, waitForToast } from '../support/e2e';

const e2e = setUpE2e();

/** One request for the phone version as it went through the proxy. */
interface Fetched {
  range: string | undefined;
  status: number;
  bodyBytes: number;
}

/**
 * A proxy in front of the server that counts the body bytes of every download of `path` (media elements' own range
 * reads left out: `Sec-Fetch-Dest: audio`) and cuts the connection of the first one half-way, as a lost signal does.
 */
function cuttingProxy(target: string, path: string) {
  const fetched: Fetched[] = [];
  let cut = false;
  const server = http.createServer((req, res) => {
    const counted = req.url === path && req.headers['sec-fetch-dest'] !== 'audio';
    const upstream = http.request(`${target}${req.url}`, { method: req.method, headers: req.headers }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      const row: Fetched = { range: req.headers.range, status: answer.statusCode ?? 0, bodyBytes: 0 };
      if (counted) fetched.push(row);
      const cutAt = counted && !cut ? Number(answer.headers['content-length']) / 2 : Infinity;
      if (cutAt !== Infinity) cut = true;
      answer.on('data', (chunk: Buffer) => {
        if (counted) row.bodyBytes += chunk.length;
        if (row.bodyBytes < cutAt) return void res.write(chunk);
        // The bytes written reach the browser, then the connection closes short of its Content-Length. It closes
        // a moment later: a body stream that errors drops what the page has not read yet (Chromium), which on a
        // loaded machine was the last 64 KiB, and the test counts what the page was able to keep.
        answer.destroy();
        res.write(chunk, () => setTimeout(() => res.socket?.end(), 500));
      });
      answer.on('end', () => res.end());
    });
    req.pipe(upstream);
  });
  return { server, fetched };
}

describe('audio download cut half-way (ADR 0052)', () => {
  let proxy: ReturnType<typeof cuttingProxy>;
  let proxyUrl: string;
  let moduleId: string;
  let phone: { fileName: string; fileSize: number };

  beforeAll(async () => {
    const db = e2e.server.deps.db;
    const [module] = await db.select().from(trainingModules).where(eq(trainingModules.title, 'Keeping the harvest safe'));
    const [audio] = await db.select().from(moduleAudios).where(eq(moduleAudios.moduleId, module.id));
    [phone] = await db.select().from(audioVariants).where(eq(audioVariants.audioFileId, audio.audioFileId));
    moduleId = module.id;
    proxy = cuttingProxy(e2e.server.url, `/audio/${phone.fileName}`);
    await new Promise<void>((resolve) => proxy.server.listen(0, '127.0.0.1', resolve));
    proxyUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => proxy.server.close(() => resolve())));

  it('resumes with a Range request: the bytes fetched for the phone version stay under 1.1× its size', async () => {
    const via = {
      get server() {
        return { ...e2e.server, url: proxyUrl };
      },
      get browser() {
        return e2e.browser;
      },
    };
    const page = await sessionPage(via, DEMO.seedAgent, `/training/module/${moduleId}`);
    await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((r) => setTimeout(r, 3000))]));
    if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();

    // The size shown is the phone version's (527 KB), not the MP3's (2.07 MB).
    const button = page.getByRole('button', { name: /^Download for offline/ });
    expect(await button.textContent()).toMatch(/51\d/);
    await button.click();
    await waitForToast(page, 'Download failed. Please try again.');
    await page.getByRole('button', { name: /^Download for offline/ }).click();
    await page.getByText(/^Downloaded \(/).waitFor();

    const [first, second] = proxy.fetched;
    expect(proxy.fetched).toHaveLength(2);
    expect(first).toMatchObject({ range: undefined, status: 200 });
    expect(second.status).toBe(206);
    expect(Number(/^bytes=(\d+)-$/.exec(second.range ?? '')?.[1])).toBe(first.bodyBytes);
    const total = first.bodyBytes + second.bodyBytes;
    expect(total).toBeLessThanOrEqual(1.1 * phone.fileSize);
    expect(total).toBe(phone.fileSize);

    const cached = await page.evaluate(async (url) => (await (await caches.open('audio-v1')).match(url))?.blob().then((b) => b.size), `/audio/${phone.fileName}`);
    expect(cached).toBe(phone.fileSize);

    await page.goto(`${proxyUrl}/sync`);
    const meter = page.getByTestId('data-used');
    await meter.waitFor();
    expect(await meter.textContent()).toMatch(/Today.*\d+(\.\d+)? (kB|MB)/);
    await page.context().close();
  });
});
