import { cpSync, existsSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { type Browser, type BrowserContext, type BrowserContextOptions, type Locator, type Page, type Request, chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '@server/app';
import { type AppDeps, type Clock, type MailMessage, systemClock } from '@server/context';
import { seedDemo } from '@server/seed/seed-demo';
import { loadConfig } from '@server/env';
import { smtpMailer } from '@server/lib/mailer';
import { openTestDatabase } from './test-app';

export { DEMO } from './test-app';

/** The password of every demo account. */
export const DEMO_PASSWORD = 'Demo@1234';

/** The demo accounts' phone numbers (product-decisions.md), by the same keys as DEMO. */
export const DEMO_PHONE = {
  admin: '+254700000000',
  seedAdmin: '+254700000010',
  lenderAdmin: '+254700000020',
  seedAgent: '+254700000011',
  lenderAgent: '+254700000021',
  recruit: '+254700000012',
} as const;

export const DIST_DIR = path.resolve('dist');

export interface E2eServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  deps: AppDeps;
  /** Messages sent through the in-memory mailer (empty when `smtpUrl` was given: read the SMTP capture). */
  mail: MailMessage[];
  /** The listening HTTP server: what crossed the wire, counted on its sockets (bench/data-cost.ts). */
  http: Server;
  close(): Promise<void>;
}

export interface StartServerOptions {
  /** Send mail over this SMTP server (see tests/support/smtp.ts) instead of capturing it in `mail`. */
  smtpUrl?: string;
  /** Seed the demo data (default true). */
  seed?: boolean;
  /** Replace the system clock (for time-dependent flows). */
  clock?: Clock;
  /** Serve this build instead of dist/ (a bench comparing two builds). */
  builtClient?: string;
}

/**
 * The real server (API + built PWA from dist/) on a fresh in-memory database with the demo data, listening on a
 * random loopback port. It builds nothing: `npm test` builds the client first.
 */
export async function startServer(options: StartServerOptions = {}): Promise<E2eServer> {
  const built = options.builtClient ?? DIST_DIR;
  if (!existsSync(path.join(built, 'index.html'))) {
    throw new Error(`No built client in ${built}: run "npx vite build" (npm test does it) before the e2e tests.`);
  }
  const dataDir = `/tmp/fap-e2e-${randomBytes(6).toString('hex')}`;
  // A snapshot of the build: a rebuild of dist/ during the run (hashed file names change) cannot break this server.
  const distDir = path.join(dataDir, 'dist');
  cpSync(built, distDir, { recursive: true });
  const { database, drop, seeded } = await openTestDatabase(options.seed !== false ? { seededInto: dataDir } : {});
  const mail: MailMessage[] = [];
  const config = loadConfig({
    DATA_DIR: dataDir,
    JWT_SECRET: randomBytes(32).toString('hex'),
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const deps: AppDeps = {
    database,
    db: database.db,
    config,
    clock: options.clock ?? systemClock,
    mailer: options.smtpUrl ? smtpMailer(options.smtpUrl, config.mailFrom) : { send: async (m) => void mail.push(m) },
  };
  if (options.seed !== false && !seeded) await seedDemo(deps);
  const app = await buildApp(deps, { distDir });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  // Links in mail (reset password) must point at this server.
  config.publicUrl = url;
  return {
    url,
    deps,
    mail,
    http: app.server,
    async close() {
      await app.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const CHROMIUM_PATH = '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Debian's Chromium driven by playwright-core (the e2e files share one per worker: `setUpE2e`). */
export function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH} (apt-get install chromium)`);
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

let workerBrowser: Promise<Browser> | undefined;

/**
 * The Chromium of this test worker: the e2e files share their worker (`isolate: false`, ADR 0073), so one launch
 * serves them all; a browser that crashed or was closed is launched again. Each file works in contexts of its own,
 * and the ones it leaves open are closed at its end. Playwright ends the browser when the worker exits.
 */
async function sharedBrowser(): Promise<Browser> {
  const known = await workerBrowser?.catch(() => undefined);
  if (known?.isConnected()) return known;
  workerBrowser = launchBrowser();
  return workerBrowser;
}

/** The server and the browser an e2e test file shares; read them inside tests and hooks, not at load time. */
export interface E2eFile {
  readonly server: E2eServer;
  readonly browser: Browser;
}

/**
 * The set-up every e2e test file repeats: the server (`options`, or a function giving them when they depend on
 * something started first, such as an SMTP capture) started in beforeAll and closed in afterAll, beside the
 * worker's Chromium, whose contexts left open are closed in afterAll.
 */
export function setUpE2e(options: StartServerOptions | (() => Promise<StartServerOptions>) = {}, timeout?: number): E2eFile {
  let server: E2eServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    // Chromium starts while the server loads its database. Both are awaited before a failure is reported, so
    // afterAll closes whichever did start.
    const results = await Promise.allSettled([
      sharedBrowser().then((b) => (browser = b)),
      (async () => (server = await startServer(typeof options === 'function' ? await options() : options)))(),
    ]);
    for (const result of results) if (result.status === 'rejected') throw result.reason;
  }, timeout);
  afterAll(async () => {
    await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
    await server?.close();
  });
  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The e2e ${what} is started in beforeAll: use it inside tests and hooks.`);
    return value;
  };
  return {
    get server() {
      return started(server, 'server');
    },
    get browser() {
      return started(browser, 'browser');
    },
  };
}

export const PHONE_VIEWPORT = { width: 360, height: 640 };
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 };

export interface NewPageOptions extends BrowserContextOptions {
  /** A 1280×800 window instead of the default 360×640 phone. */
  desktop?: boolean;
}

/**
 * A page in a new, isolated browser context (own storage, cookies, service workers). Close it with
 * `await page.context().close()` at the end of the test. Browser console errors are collected on `page`
 * through `consoleErrors(page)`.
 */
export async function newPage(browser: Browser, options: NewPageOptions = {}): Promise<Page> {
  const { desktop, ...contextOptions } = options;
  const context = await browser.newContext({
    viewport: desktop ? DESKTOP_VIEWPORT : PHONE_VIEWPORT,
    locale: 'en-GB',
    timezoneId: 'Africa/Nairobi',
    ...contextOptions,
  });
  context.setDefaultTimeout(15_000);
  await emulateOnLineInNewDocuments(context);
  const page = await context.newPage();
  collectConsoleErrors(page);
  requestsInFlight(page);
  return page;
}

/**
 * Debian's Chromium 150 keeps `setOffline` from reaching a document loaded while offline: a reload served by the
 * service worker, or a new tab, says `navigator.onLine` true, as no phone without a network does, and the app there
 * never hears it is offline. Each new document of the context is told by an init script (the last one added wins),
 * and a document that missed a change hears the event it would have.
 */
export async function emulateOnLineInNewDocuments(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const browserSays = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
    (window as { e2eBrowserOnLine?: () => boolean }).e2eBrowserOnLine = () => browserSays.call(navigator);
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator) {
        const offline = (window as { e2eOffline?: boolean }).e2eOffline;
        return offline === undefined ? browserSays.call(this) : !offline;
      },
    });
  });
  const setOffline = context.setOffline.bind(context);
  const inEachPage = async (run: (o: boolean) => void, offline: boolean) => {
    for (const open of context.pages()) await open.evaluate(run, offline).catch(() => undefined);
  };
  context.setOffline = async (offline: boolean) => {
    // Told first: the app reads navigator.onLine in its handler of the browser's own event.
    await inEachPage((o) => void ((window as { e2eOffline?: boolean }).e2eOffline = o), offline);
    await setOffline(offline);
    await context.addInitScript((o) => void ((window as { e2eOffline?: boolean }).e2eOffline = o), offline);
    await inEachPage((o) => {
      const missed = (window as { e2eBrowserOnLine?: () => boolean }).e2eBrowserOnLine?.() === o;
      if (missed) window.dispatchEvent(new Event(o ? 'offline' : 'online'));
    }, offline);
  };
}

const consoleErrorLog = new WeakMap<Page, string[]>();

/** Collects the page's console errors for `consoleErrors` (newPage does it; another tab of its context may). */
export function collectConsoleErrors(page: Page): void {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(String(e)));
  consoleErrorLog.set(page, errors);
}

/** Console errors and uncaught exceptions seen on the page so far. */
export const consoleErrors = (page: Page): string[] => consoleErrorLog.get(page) ?? [];

/** Waits until the page's path (without query) is `pathname`. */
export async function waitForPath(page: Page, pathname: string, timeout = 15_000): Promise<void> {
  await page.waitForURL((u) => u.pathname === pathname, { timeout });
}

/** The current path of the page (without origin and query). */
export const pathOf = (page: Page): string => new URL(page.url()).pathname;

/** Whether the page fits its window's width (no horizontal page scroll). */
export const noSideScroll = (page: Page): Promise<boolean> => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** What a screen waits for before it shows what it read: its reads, code and styles (not images or audio). */
const AWAITED = new Set(['fetch', 'xhr', 'script', 'stylesheet', 'document']);
const openRequests = new WeakMap<Page, Set<Request>>();

/**
 * The page's requests in flight, counted from the first call on (answered by the network or by the service worker,
 * or failed). newPage starts the count on every page it opens, so that a screen's first requests are counted too.
 */
export function requestsInFlight(page: Page): () => number {
  let open = openRequests.get(page);
  if (!open) {
    const requests = new Set<Request>();
    page.on('request', (request) => void (AWAITED.has(request.resourceType()) && requests.add(request)));
    page.on('requestfinished', (request) => void requests.delete(request));
    page.on('requestfailed', (request) => void requests.delete(request));
    openRequests.set(page, requests);
    open = requests;
  }
  return () => open.size;
}

/**
 * Waits until the screen has settled, up to `timeout` ms (then it goes on: the test checks what shows): no read,
 * code or style of the page in flight and no loader or skeleton in view, twice in a row two frames apart (a frame
 * runs after the page's own work, so an answer is rendered and the reads it starts are sent). Only loaders in view
 * count: a tab panel out of view (Mantine keeps them mounted) may hold one that never goes, which cost the
 * pseudo-locale walk 10 s on the admin's questionnaire. Not network idle (500 ms without a request): it added half
 * a second to every screen, and the worker's precache after a sign-in (ADR 0062) rarely leaves that much quiet.
 */
export async function waitForSettledScreen(page: Page, timeout: number): Promise<void> {
  const inFlight = requestsInFlight(page);
  const noLoaderInView = () =>
    page
      .evaluate(
        () =>
          new Promise<boolean>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(![...document.querySelectorAll('.mantine-Loader-root, .mantine-Skeleton-root[data-visible]')].some((el) => el.checkVisibility()))),
            ),
          ),
      )
      // A navigation in between (a guard's redirect) is not settled yet.
      .catch(() => false);
  const deadline = Date.now() + timeout;
  for (let quiet = 0; quiet < 2 && Date.now() < deadline; ) {
    const noLoader = await noLoaderInView();
    quiet = noLoader && inFlight() === 0 ? quiet + 1 : 0;
  }
}

/** The sign-in form's fields (found by their accessible labels). */
export const loginForm = (page: Page) => ({
  identifier: page.getByLabel(/email or phone/i),
  password: page.getByLabel(/^password/i),
  rememberMe: page.getByLabel(/remember me/i),
  submit: page.getByRole('button', { name: /^sign in$/i }),
});

/** Fills the required fields of the open pre-registration form (/register) and presses Complete Registration. */
export async function submitRegistration(page: Page, person: { name: string; email: string; phone: string; password: string }): Promise<void> {
  await page.getByLabel(/^full name/i).fill(person.name);
  await page.getByLabel(/^email/i).fill(person.email);
  await page.getByLabel(/^phone number/i).fill(person.phone);
  await page.getByLabel(/^password/i).fill(person.password);
  await page.getByLabel(/^confirm password/i).fill(person.password);
  await page.getByRole('button', { name: 'Complete Registration' }).click();
}

/**
 * Waits until the app runs the page: a built public page (ADR 0025) shows its form before. A tap on its button then
 * is kept and sent once the app runs (ADR 0031, tested in prerendered-pages), so a test waits when what it checks
 * must follow the tap at once, or when it changes the network first (offline: the app's scripts would not load).
 */
export async function waitForApp(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('#root button[type="submit"]');
    return button !== null && Object.keys(button).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Signs in through the real sign-in screen and waits for /dashboard (the spec's 1 s redirect).
 * `identifier` is an email or a phone number.
 */
export async function signIn(
  page: Page,
  url: string,
  identifier: string,
  password = DEMO_PASSWORD,
  options: { rememberMe?: boolean } = {},
): Promise<void> {
  await page.goto(`${url}/login`);
  await waitForApp(page);
  const form = loginForm(page);
  await form.identifier.fill(identifier);
  await form.password.fill(password);
  if (options.rememberMe !== undefined) await form.rememberMe.setChecked(options.rememberMe);
  await form.submit.click();
  await waitForPath(page, '/dashboard');
}

/** A new page signed in as a demo account (on the dashboard), then opened on `path` when one is given. */
export async function signedInPage(e2e: E2eFile, identifier: string, path?: string, options: NewPageOptions = {}): Promise<Page> {
  const page = await newPage(e2e.browser, options);
  await signIn(page, e2e.server.url, identifier);
  if (path) await page.goto(`${e2e.server.url}${path}`);
  return page;
}

/** What POST /api/auth/login answers for a demo account (the session the app stores). */
async function logInByApi(url: string, identifier: string, password: string): Promise<{ token: string; role: string; user: unknown }> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identifier, password }),
  });
  if (!res.ok) throw new Error(`sign-in of ${identifier} answered ${res.status}`);
  return (await res.json()) as { token: string; role: string; user: unknown };
}

/**
 * A new page signed in as a demo account without the sign-in screen, opened on `path` (default /dashboard): the
 * context starts with the session in localStorage as the app's saveSession writes it (Playwright's storageState),
 * so the first page the browser loads is `path`; it returns once the app has rendered it. For tests that are not
 * about signing in or about what sign-in prepares (those use `signedInPage`): it saves the sign-in screen, the
 * spec's 1 s redirect and a dashboard load. (The service worker stays: blocked, the app logs errors on updates.)
 */
export async function sessionPage(e2e: E2eFile, identifier: string, path = '/dashboard', options: NewPageOptions = {}): Promise<Page> {
  const session = await logInByApi(e2e.server.url, identifier, DEMO_PASSWORD);
  const localStorage = [
    { name: 'access_token', value: session.token },
    { name: 'user_role', value: session.role },
    { name: 'user', value: JSON.stringify(session.user) },
  ];
  const page = await newPage(e2e.browser, { ...options, storageState: { cookies: [], origins: [{ origin: e2e.server.url, localStorage }] } });
  await page.goto(`${e2e.server.url}${path}`);
  await waitForAppRendered(page);
  return page;
}

/**
 * Waits until the app has rendered the page afresh: React owns what #root shows and no built markup (ADR 0025,
 * `data-prerendered`) is left. Before that a tap may land on the page, and a history change on no router.
 */
export async function waitForAppRendered(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    const shown = root?.firstElementChild;
    return root !== null && !root.hasAttribute('data-prerendered') && shown !== null && shown !== undefined && Object.keys(shown).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Signs `page` in as a demo account without the sign-in screen: what POST /api/auth/login answers, stored as the
 * app stores it (on /about, before any protected screen). For tests that walk many screens per role and are not
 * about signing in; returns the session (its user's strings are data a screen may show).
 */
export async function storeSession(page: Page, url: string, identifier: string, password = DEMO_PASSWORD): Promise<{ token: string; role: string; user: unknown }> {
  const session = await logInByApi(url, identifier, password);
  await page.goto(`${url}/about`);
  await page.evaluate((s) => {
    localStorage.setItem('access_token', s.token);
    localStorage.setItem('user_role', s.role);
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return session;
}

/**
 * Drops the answers this page saved for offline use. Prepared at sign-in, they stay fresh for 30 s and a screen
 * opens from them without a call; tests about what the next call answers (a revoked token) need that call.
 */
export async function forgetSavedAnswers(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('fap-query-cache:')) localStorage.removeItem(key);
  });
}

/** The session stored by the app (localStorage: access_token, user_role, user) or null. */
export async function storedSession(page: Page): Promise<{ token: string; role: string; user: Record<string, unknown> } | null> {
  return page.evaluate(() => {
    const token = localStorage.getItem('access_token');
    const role = localStorage.getItem('user_role');
    const user = localStorage.getItem('user');
    return token && role && user ? { token, role, user: JSON.parse(user) as Record<string, unknown> } : null;
  });
}

/** Toasts (react-hot-toast renders each as role="status" inside its top-right container). */
export const toasts = (page: Page): Locator => page.locator('[role="status"][aria-live]');

/** The texts of the toasts on screen now. */
export async function toastTexts(page: Page): Promise<string[]> {
  return (await toasts(page).allInnerTexts()).map((t) => t.trim());
}

/** Waits for a toast containing `text` (string: substring match; RegExp as given) and returns it. */
export async function waitForToast(page: Page, text: string | RegExp, timeout = 10_000): Promise<Locator> {
  const toast = toasts(page).filter({ hasText: text }).first();
  await toast.waitFor({ state: 'visible', timeout });
  return toast;
}

/** The sidebar's entry labels (the shell's navigation landmark), in order. */
export async function menuLabels(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation').first();
  // On a phone the drawer's links mount a moment after the shell (ADR 0044): wait for them, not for the drawer.
  const links = nav.getByRole('link');
  await links.first().waitFor({ state: 'attached' });
  return (await links.allInnerTexts()).map((t) => t.trim()).filter(Boolean);
}

/** Answers every request matching `pattern` (e.g. '**\/api/dashboard*') with `status` and a JSON error body. */
export async function answerWith(page: Page, pattern: string, status: number, message = `status ${status}`): Promise<void> {
  await page.route(pattern, (route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify({ message, code: `HTTP_${status}` }) }),
  );
}

/** Picks `option` in a Mantine Select (an ARIA combobox named by its label). */
export async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Measures, with the page's own clock, the time from the answer of a call whose URL contains `apiPath` to the
 * app's client-side navigation to `toPath` (the spec's "after 1 s / 2 s" redirects). Call before page.goto;
 * the returned function reads the delay in ms (NaN if either moment has not happened).
 */
export async function trackRedirectDelay(page: Page, apiPath: string, toPath: string): Promise<() => Promise<number>> {
  await page.context().addInitScript(
    ({ api, to }) => {
      const marks: { answered?: number; navigated?: number } = {};
      Object.defineProperty(window, '__redirectMarks', { value: marks });
      const fetchOriginal = window.fetch.bind(window);
      window.fetch = async (...args) => {
        const response = await fetchOriginal(...args);
        const url = args[0] instanceof Request ? args[0].url : String(args[0]);
        if (url.includes(api)) marks.answered = performance.now();
        return response;
      };
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (data, unused, url) => {
          if (url !== undefined && url !== null && new URL(String(url), location.href).pathname === to) marks.navigated ??= performance.now();
          original(data, unused, url);
        };
      }
    },
    { api: apiPath, to: toPath },
  );
  return async () =>
    page.evaluate(() => {
      const marks = (window as unknown as { __redirectMarks: { answered?: number; navigated?: number } }).__redirectMarks;
      return marks.answered === undefined || marks.navigated === undefined ? Number.NaN : marks.navigated - marks.answered;
    });
}

/** Holds the page's requests matching `pattern` back until `release()`: what shows while they wait is checked at leisure. */
export async function holdRequests(page: Page, pattern: string | RegExp): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(pattern, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** Holds the app's entry script back until `release()`: the page shows only what its HTML holds (built pages, first frames). */
export const holdEntryScript = (page: Page): Promise<() => void> => holdRequests(page, /\/assets\/index-[^/]*\.js$/);
