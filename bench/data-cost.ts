/**
 * Issue 30 item 7 (D1, D2, D4, D5): what the app costs an agent in mobile data, counted on the wire in Chromium,
 * for 100 and for 5,000 farmers in the agent's company (the extra farmers written into the server's database
 * before the browser starts). For each size a new browser context at 360 px: the sign-in screen, then
 * 1. the bytes to the first "ready for offline" (the readiness the app stores), from opening /login;
 * 2. a refresh of everything prepared for offline when nothing changed (offline, then online again: what the
 *    readiness listens to), until the readiness is stored anew and the network is quiet;
 * 3. the same after one farmer was edited through the API;
 * 4. 50 farmer registrations queued by the app's own code while offline, then online: the /api/sync requests, up and
 *    down, once the outbox drained and the server holds the 50.
 * Bytes received are CDP's `Network.loadingFinished.encodedDataLength` (compressed body and headers) of the page's
 * requests; bytes sent are the request bodies (`Network.requestWillBeSent` post data, the gzip batch as sent). The
 * service worker's own fetches (its precache) are counted apart, from Playwright's sizes of its requests. Beside
 * them, "server sent": the bytes written on the server's sockets in that phase (headers and bodies of everything
 * the browser fetched, the page's and the worker's, from the network and not from a cache): the wire's own count.
 * 5. An app update is not deployed here: the figure printed is an ESTIMATE from the built precache manifest
 *    (the files as the server sends them: Brotli where precompressed, else gzip), the least a deploy fetches (sw.js, index.html and the entry
 *    chunk, which change with any code change) and the most (every precached file).
 * 6. The demo course's audio: the sizes `GET /api/training/{id}` lists to the platform admin (originals) and to
 *    the agent (phone versions).
 * Loopback only, one run per size. Needs a build (`npm run build`).
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import { gzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { type BrowserContext, type CDPSession, type Page, chromium } from 'playwright-core';
import { farmers } from '@server/db/schema';
import type { SessionUser } from '@app/lib/session';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DEMO, DEMO_PASSWORD, DIST_DIR, type E2eServer, loginForm, startServer, storedSession, waitForApp } from '../tests/support/e2e';
import { demoAgent, fillCompany } from './support/company-farmers';
import { loadLine } from './support/figures';
import { farmerRegistrations, layEntries, untilDrained } from './support/outbox-entries';

/** `DATA_COST_SIZES=5000` measures one size only (the D2 figure). */
const SIZES = process.env.DATA_COST_SIZES ? process.env.DATA_COST_SIZES.split(',').map(Number) : [100, 5_000];
const SYNCED = 50;
const READY_KEY = 'fap-offline-ready:';
/** The network counts as quiet when no request started or ended for this long. */
const QUIET_MS = 2_000;
/** Longer than the spread of the outbox's first send after the network returns (10 s in `offline/engine.ts`). */
const RECONNECT_SPREAD_MS = 11_000;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

interface Tally {
  requests: number;
  sent: number;
  received: number;
}

interface Counted {
  path: string;
  sent: number;
  received: number;
  worker: boolean;
  /** Answered by the service worker or a cache: nothing of it crossed the network from the page. */
  local?: boolean;
}

/** Per request path: bytes sent (bodies) and received (on the wire), the page's through CDP, the service worker's apart. */
class Meter {
  private readonly byId = new Map<string, Counted>();
  private readonly finished: Counted[] = [];
  private readonly pending = new Set<string>();
  lastActivity = Date.now();

  constructor(cdp: CDPSession, context: BrowserContext) {
    cdp.on('Network.requestWillBeSent', (e) => {
      const counted: Counted = { path: new URL(e.request.url).pathname, sent: postBytes(e.request), received: 0, worker: false };
      // A body too long for the event is asked for apart.
      if (e.request.hasPostData && counted.sent === 0) {
        void cdp
          .send('Network.getRequestPostData', { requestId: e.requestId })
          .then((d) => (counted.sent = (d as { base64Encoded?: boolean }).base64Encoded ? Buffer.from(d.postData, 'base64').length : Buffer.byteLength(d.postData)))
          .catch(() => undefined);
      }
      this.byId.set(e.requestId, counted);
      this.pending.add(e.requestId);
      this.lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (e) => {
      const counted = this.byId.get(e.requestId);
      if (counted && (e.response.fromServiceWorker || e.response.fromDiskCache || e.response.fromPrefetchCache)) counted.local = true;
    });
    cdp.on('Network.loadingFinished', (e) => this.end(e.requestId, e.encodedDataLength));
    cdp.on('Network.loadingFailed', (e) => this.end(e.requestId, 0));
    context.on('requestfinished', (request) => {
      if (!request.serviceWorker()) return;
      this.lastActivity = Date.now();
      request
        .sizes()
        .then((s) => this.finished.push({ path: new URL(request.url()).pathname, sent: s.requestBodySize, received: s.responseBodySize + s.responseHeadersSize, worker: true }))
        .catch(() => undefined);
    });
  }

  static async attach(page: Page): Promise<Meter> {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable', { maxPostDataSize: 16 * 1024 * 1024 });
    return new Meter(cdp, page.context());
  }

  private end(requestId: string, received: number): void {
    const counted = this.byId.get(requestId);
    this.pending.delete(requestId);
    this.lastActivity = Date.now();
    if (!counted) return;
    counted.received = counted.local ? 0 : received;
    this.finished.push(counted);
  }

  /** Starts a new count. */
  reset(): void {
    this.finished.length = 0;
  }

  /** Waits for no request open and none started or ended for QUIET_MS (a request open for a minute is left open). */
  async quiet(page: Page): Promise<void> {
    const until = Date.now() + 60_000;
    while ((this.pending.size > 0 && Date.now() < until) || Date.now() - this.lastActivity < QUIET_MS) await page.waitForTimeout(250);
  }

  tally(pick: (r: { path: string; worker: boolean }) => boolean = () => true): Tally {
    return this.finished.filter((r) => !r.local && pick(r)).reduce((t, r) => ({ requests: t.requests + 1, sent: t.sent + r.sent, received: t.received + r.received }), { requests: 0, sent: 0, received: 0 });
  }

  /** The received bytes by path, largest first: what a figure is made of. */
  breakdown(top = 6): string {
    const by = new Map<string, Tally>();
    for (const r of this.finished.filter((f) => !f.local)) {
      const key = `${r.worker ? 'sw ' : ''}${r.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '{id}')}`;
      const t = by.get(key) ?? { requests: 0, sent: 0, received: 0 };
      by.set(key, { requests: t.requests + 1, sent: t.sent + r.sent, received: t.received + r.received });
    }
    return [...by]
      .sort((a, b) => b[1].received - a[1].received)
      .slice(0, top)
      .map(([p, t]) => `${p} ×${t.requests} ${kb(t.received)}`)
      .join(', ');
  }
}

/** Bytes the server wrote on its sockets since the last reset: everything that crossed the wire to the browser. */
class WireMeter {
  private readonly sockets = new Set<Socket>();
  private closedBytes = 0;
  private base = 0;

  constructor(http: Server) {
    http.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => {
        this.closedBytes += socket.bytesWritten;
        this.sockets.delete(socket);
      });
    });
  }

  private total(): number {
    return this.closedBytes + [...this.sockets].reduce((n, s) => n + s.bytesWritten, 0);
  }

  reset(): void {
    this.base = this.total();
  }

  get sent(): number {
    return this.total() - this.base;
  }
}

/** A request body's bytes as sent: the binary entries (a gzip batch) or the text. */
function postBytes(request: { postData?: string; postDataEntries?: { bytes?: string }[] }): number {
  if (request.postDataEntries?.length) return request.postDataEntries.reduce((n, e) => n + (e.bytes ? Buffer.from(e.bytes, 'base64').length : 0), 0);
  return request.postData ? Buffer.byteLength(request.postData) : 0;
}

const line = (what: string, t: Tally, bar = '') => console.log(`  ${what}: ${t.requests} requests, sent ${kb(t.sent)}, received ${kb(t.received)}${bar ? ` (${bar})` : ''}`);

const readyValue = (page: Page) => page.evaluate((key) => Object.entries(localStorage).find(([k]) => k.startsWith(key))?.[1] ?? null, READY_KEY);

/** Offline, then online again: the app prepares for offline anew; waits for the readiness stored after `before` and a quiet network. */
async function reconnect(page: Page, meter: Meter, wire: WireMeter): Promise<void> {
  const before = await readyValue(page);
  await page.context().setOffline(true);
  await page.waitForTimeout(500);
  meter.reset();
  wire.reset();
  await page.context().setOffline(false);
  const online = Date.now();
  await page.waitForFunction(({ key, before }) => Object.entries(localStorage).some(([k, v]) => k.startsWith(key) && v !== before), { key: READY_KEY, before }, { timeout: 300_000, polling: 100 });
  // The outbox's report to the server on reconnect waits a random spread of up to 10 s (RECONNECT_JITTER_MS).
  await page.waitForTimeout(Math.max(0, online + RECONNECT_SPREAD_MS - Date.now()));
  await meter.quiet(page);
}

async function login(url: string, identifier: string): Promise<string> {
  const answer = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier, password: DEMO_PASSWORD }) });
  if (answer.status !== 200) throw new Error(`sign-in of ${identifier} answered ${answer.status}`);
  return ((await answer.json()) as { token: string }).token;
}

async function api<T>(url: string, token: string, route: string, init: RequestInit = {}): Promise<T> {
  const answer = await fetch(`${url}/api${route}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...init.headers } });
  if (!answer.ok) throw new Error(`${init.method ?? 'GET'} ${route} answered ${answer.status}: ${await answer.text()}`);
  return (await answer.json()) as T;
}

async function measureSize(server: E2eServer, size: number, agent: { id: string; companyId: string }): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 }, locale: 'en-GB' });
    const page = await context.newPage();
    const meter = await Meter.attach(page);
    const wire = new WireMeter(server.http);
    const [{ count }] = await server.deps.db.select({ count: sql<number>`count(*)::int` }).from(farmers).where(eq(farmers.companyId, agent.companyId));
    console.log(`${count} farmers in the agent's company (${loadLine()})`);

    wire.reset();
    await page.goto(`${server.url}/login`);
    await waitForApp(page);
    const form = loginForm(page);
    await form.identifier.fill(DEMO.seedAgent);
    await form.password.fill(DEMO_PASSWORD);
    await form.submit.click();
    await page.waitForFunction((key) => Object.keys(localStorage).some((k) => k.startsWith(key)), READY_KEY, { timeout: 600_000, polling: 100 });
    await meter.quiet(page);
    const apiBytes = meter.tally((r) => !r.worker && r.path.startsWith('/api/'));
    const files = meter.tally((r) => !r.worker && !r.path.startsWith('/api/'));
    const worker = meter.tally((r) => r.worker);
    const total = meter.tally();
    line('1. first ready for offline, from opening /login', total, size === 5_000 ? `D2 ≤ 600 KB: ${total.received <= 600 * 1024 ? 'met' : 'NOT met'}` : '');
    line('     API', apiBytes);
    line('     app files (page)', files);
    line('     app files (service worker precache)', worker);
    console.log(`     largest: ${meter.breakdown()}`);
    console.log(`     server sent: ${kb(wire.sent)} (D2 ≤ 600 KB on the server's count: ${wire.sent <= 600 * 1024 ? 'met' : 'NOT met'})`);

    await reconnect(page, meter, wire);
    const none = meter.tally();
    line('2. refresh, nothing changed', none, `D1 ≤ 2 KiB: ${none.received + none.sent <= 2048 ? 'met' : 'NOT met'}`);
    console.log(`     largest: ${meter.breakdown()}; server sent: ${kb(wire.sent)}`);

    const adminToken = await login(server.url, DEMO.seedAdmin);
    const [one] = await server.deps.db.select({ id: farmers.id }).from(farmers).where(eq(farmers.companyId, agent.companyId)).limit(1);
    await api(server.url, adminToken, `/farmers/${one.id}`, { method: 'PUT', body: JSON.stringify({ village: `Edited for ${size}` }) });
    await reconnect(page, meter, wire);
    const edited = meter.tally();
    line('3. refresh, one farmer edited', edited, `${edited.received - none.received} B more received than with nothing changed`);
    console.log(`     largest: ${meter.breakdown()}`);

    const session = await storedSession(page);
    if (!session) throw new Error('The agent is not signed in');
    await context.setOffline(true);
    const laid = farmerRegistrations({ token: session.token, user: session.user as SessionUser, count: SYNCED, phoneBase: 90_000_000 + size, name: `Synced ${size} Farmer Achieng` });
    await layEntries(page, laid);
    meter.reset();
    await context.setOffline(false);
    const drained = await untilDrained(page, 300_000);
    if (drained.refused > 0) throw new Error(`${drained.refused} of the laid registrations refused (${drained.firstError})`);
    await meter.quiet(page);
    const sync = meter.tally((r) => r.path === '/api/sync');
    const [{ arrived }] = await server.deps.db.select({ arrived: sql<number>`count(*)::int` }).from(farmers).where(sql`${farmers.name} like ${`Synced ${size} %`}`);
    if (arrived === SYNCED) {
      line(`4. ${SYNCED}-farmer sync, /api/sync`, sync, `D4 ≤ 100 B per entry answer: ${(sync.received / SYNCED).toFixed(0)} B per entry received with headers, ${(sync.sent / SYNCED).toFixed(0)} B per entry sent`);
    } else {
      console.log(`  4. ${SYNCED}-farmer sync: NOT MEASURED, ${arrived} of the ${SYNCED} laid registrations reached the server (/api/sync: ${sync.requests} requests, sent ${kb(sync.sent)}, received ${kb(sync.received)})`);
    }
    line('     everything else in that reconnect', meter.tally((r) => r.path !== '/api/sync'));
    console.log(`     largest: ${meter.breakdown()}`);
    await context.close();
  } finally {
    await browser.close();
  }
}

/** The built service worker's precache entries (url), as `injectManifest` wrote them into sw.js. */
function precacheUrls(): string[] {
  const sw = readFileSync(path.join(DIST_DIR, 'sw.js'), 'utf8');
  return [...sw.matchAll(/"url":"([^"]+)"/g)].map((m) => m[1]);
}

/** A built file's size as the server sends it: its precompressed Brotli copy, else text gzipped (the server compresses it), else as built. */
function sentSize(file: string): number {
  const full = path.join(DIST_DIR, file);
  if (existsSync(`${full}.br`)) return statSync(`${full}.br`).size;
  return /\.(html|js|css|svg|json|webmanifest)$/.test(file) ? gzipSync(readFileSync(full)).length : statSync(full).size;
}

function appUpdateEstimate(): void {
  const urls = precacheUrls();
  const all = urls.reduce((n, u) => n + sentSize(u), 0);
  const html = readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g)].map((m) => m[1]);
  const least = ['sw.js', 'index.html', ...entries].reduce((n, u) => n + sentSize(u), 0);
  console.log(`5. app update: ESTIMATE, not measured (no second build deployed): from the precache manifest, ${urls.length} files`);
  console.log(`     least (sw.js, index.html, entry chunk ${entries.join(', ')}): ${kb(least)}; most (every precached file changed): ${kb(all)} (Brotli or gzip as served)`);
}

interface Module {
  id: string;
  title: string;
}
interface Audio {
  fileSize: number;
  mimeType: string;
}

async function audioSizes(server: E2eServer): Promise<void> {
  const agentToken = await login(server.url, DEMO.seedAgent);
  const adminToken = await login(server.url, DEMO.admin);
  const { modules } = await api<{ modules: Module[] }>(server.url, agentToken, '/training');
  const sum = (audio: Audio[]) => audio.reduce((n, a) => n + a.fileSize, 0);
  const types = (audio: Audio[]) => [...new Set(audio.map((a) => a.mimeType))].join(', ');
  let original = 0;
  let phone = 0;
  for (const m of modules) {
    const asAdmin = (await api<{ module: { audioFiles: Audio[] } }>(server.url, adminToken, `/training/${m.id}`)).module.audioFiles;
    const asAgent = (await api<{ module: { audioFiles: Audio[] } }>(server.url, agentToken, `/training/${m.id}`)).module.audioFiles;
    original += sum(asAdmin);
    phone += sum(asAgent);
    console.log(`     "${m.title}": ${asAdmin.length} audio, original ${kb(sum(asAdmin))} (${types(asAdmin)}), agent's ${kb(sum(asAgent))} (${types(asAgent)})`);
  }
  console.log(`6. demo course audio: original ${kb(original)} (platform admin), phone versions ${kb(phone)} (agent): ${((phone / original) * 100).toFixed(0)} %`);
}

async function main() {
  const server = await startServer();
  try {
    const agent = await demoAgent(server);
    console.log(`bench/data-cost: bytes on the wire in Chromium (CDP), 360 px, loopback; ${loadLine()}`);
    let numbered = 0;
    for (const size of SIZES) {
      await fillCompany(server, agent.companyId, agent.id, size, numbered);
      numbered += size;
      await measureSize(server, size, agent);
    }
    appUpdateEstimate();
    await audioSizes(server);
    console.log(`  ${loadLine()}`);
  } finally {
    await server.close();
  }
}

await main();
