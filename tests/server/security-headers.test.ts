/**
 * S5 beyond health.test.ts: the HTML shell and the service worker's script carry the CSP (no inline script),
 * nosniff and frame denial; static assets and API answers, never shown as a page, carry only what protects them
 * (nosniff, same-origin resources; an API answer also a CSP that allows nothing), not the ~850 bytes of document
 * headers (D2, ADR 0064); every CSV export of ENDPOINTS writes formula-looking text as inert cells.
 */
import { accessOf } from '@shared/permissions';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { farmers, users } from '@server/db/schema';
import { fillPath } from '@shared/contracts/endpoint';
import { ENDPOINTS } from '@shared/endpoints';
import type { Role } from '@shared/roles';
import { fieldNames } from '../support/access-shapes';
import { DEMO, type TestApp, bearer, createTestApp, tokenFor } from '../support/test-app';

let t: TestApp;
let shell: FastifyInstance;
let distDir: string;

beforeAll(async () => {
  t = await createTestApp();
  distDir = mkdtempSync(path.join(tmpdir(), 'fap-shell-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
  writeFileSync(path.join(distDir, 'assets', 'app.js'), 'export {};');
  writeFileSync(path.join(distDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  shell = await buildApp(t.deps, { distDir });
  await shell.ready();
}, 180_000);

afterAll(async () => {
  await shell?.close();
  await t?.close();
  rmSync(distDir, { recursive: true, force: true });
});

function expectSecurityHeaders(headers: Record<string, unknown>, where: string) {
  const csp = String(headers['content-security-policy']);
  const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
  expect(scriptSrc.trim(), where).toBe("script-src 'self'");
  expect(csp, where).toContain("default-src 'self'");
  expect(csp, where).toContain("object-src 'none'");
  expect(csp, where).toContain("frame-ancestors 'none'");
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['x-frame-options'], where).toBe('DENY');
  expect(headers['referrer-policy'], where).toBe('no-referrer');
}

/** A page's headers: none of them is worth its bytes on a script or JSON. */
const DOCUMENT_ONLY = [
  'x-frame-options',
  'referrer-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function expectSubresourceHeaders(headers: Record<string, unknown>, where: string) {
  expect(headers['content-security-policy'], where).toBe(where.includes('/api/') ? "default-src 'none';frame-ancestors 'none'" : undefined);
  expect(headers['x-content-type-options'], where).toBe('nosniff');
  expect(headers['cross-origin-resource-policy'], where).toBe('same-origin');
  for (const name of DOCUMENT_ONLY) expect(headers[name], `${where}: ${name}`).toBeUndefined();
}

describe('S5 security headers beyond the API', () => {
  it.each(['/', '/login', '/dashboard', '/reset-password/abc', '/no-such-page'])('on the page %s', async (url) => {
    const res = await shell.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
    expect(res.statusCode, url).toBe(url === '/no-such-page' ? 404 : 200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expectSecurityHeaders(res.headers, url);
  });

  it('on the service worker, whose CSP governs the worker', async () => {
    const res = await shell.inject({ method: 'GET', url: '/sw.js', headers: { 'service-worker': 'script' } });
    expect(res.statusCode).toBe(200);
    expectSecurityHeaders(res.headers, '/sw.js');
  });

  it.each(['/assets/app.js', '/api/nope'])('only what protects a subresource on %s', async (url) => {
    const res = await shell.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(url === '/api/nope' ? 404 : 200);
    expectSubresourceHeaders(res.headers, url);
  });

  it('on refusals and errors of the API', async () => {
    const res = await shell.inject({ method: 'POST', url: '/api/farmers', payload: '{', headers: { 'content-type': 'application/json' } });
    expect(res.statusCode).toBe(401);
    expectSubresourceHeaders(res.headers, 'POST /api/farmers');
  });

  it('on a signed-in read and its 304', async () => {
    const token = await tokenFor(t, DEMO.seedAgent);
    const res = await shell.inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) });
    expect(res.statusCode).toBe(200);
    expectSubresourceHeaders(res.headers, 'GET /api/dashboard');
    const again = await shell.inject({ method: 'GET', url: '/api/dashboard', headers: { ...bearer(token), 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('revalidates a built file by its ETag alone', async () => {
    const res = await shell.inject({ method: 'GET', url: '/assets/app.js' });
    expect(res.headers.etag).toBeDefined();
    expect(res.headers['last-modified']).toBeUndefined();
  });
});

const FORMULAS = ['=HYPERLINK("http://evil.test","x")', '+SUM(A1:A9)', '-2+3', '@cmd'];
const DANGEROUS_START = /^[=+\-@\t\r]/;
/** A cell that is only a phone number ('+' and digits) is read as a number at most, never run (lib/csv.ts). */
const PHONE_NUMBER = /^\+\d+$/;

/** The cells of a CSV text (RFC 4180 quoting), to check each one on its own. */
function cellsOf(csv: string): string[] {
  const cells: string[] = [];
  const pattern = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r?\n|$)/g;
  for (const match of csv.replace(/^\uFEFF/, '').matchAll(pattern)) {
    if (match[0] === '') break;
    const raw = match[1];
    cells.push(raw.startsWith('"') ? raw.slice(1, -1).replace(/""/g, '"') : raw);
  }
  return cells;
}

describe('S5 CSV exports cannot run formulas', () => {
  const csvEndpoints = ENDPOINTS.filter((ep) => ep.responseKind === 'download' && ep.method === 'GET' && !ep.path.includes('{'));

  it('has CSV exports to check', () => {
    expect(csvEndpoints.length).toBeGreaterThanOrEqual(3);
  });

  it.each(csvEndpoints.map((ep) => [`${ep.method} ${ep.path}`, ep] as const))('%s', async (_, ep) => {
    await t.deps.db.update(users).set({ name: FORMULAS[0] }).where(inArray(users.email, [DEMO.seedAgent, DEMO.recruit]));
    const seeded = await t.deps.db.select({ id: farmers.id }).from(farmers).limit(4);
    for (const [i, f] of seeded.entries()) await t.deps.db.update(farmers).set({ name: FORMULAS[i % FORMULAS.length], village: FORMULAS[(i + 1) % FORMULAS.length] }).where(inArray(farmers.id, [f.id]));
    const access = accessOf(ep);
    const role: Role = Array.isArray(access) && !access.includes('admin') ? 'company_admin' : 'admin';
    const token = await tokenFor(t, role === 'admin' ? DEMO.admin : DEMO.seedAdmin);
    const query = fieldNames(ep.query).includes('exportCsv') ? '?exportCsv=true' : '';
    const res = await t.app.inject({ method: 'GET', url: `/api${fillPath(ep.path, {})}${query}`, headers: bearer(token) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const cells = cellsOf(res.body);
    expect(cells.length).toBeGreaterThan(1);
    for (const cell of cells.filter((c) => !PHONE_NUMBER.test(c))) expect(cell, `${ep.path}: cell ${JSON.stringify(cell)}`).not.toMatch(DANGEROUS_START);
    expect(cells.filter((c) => FORMULAS.some((f) => c === `'${f}`)).length, `${ep.path} exports a poisoned name`).toBeGreaterThan(0);
  });
});
