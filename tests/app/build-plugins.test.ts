import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { mantineStableId } from '../../scripts/vite-mantine-stable-id';
import { precompress } from '../../scripts/vite-precompress';

/** Calls a plugin hook as the build would, with a context whose `error` throws. */
function callHook<T>(hook: unknown, ...args: unknown[]): T {
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as (...a: unknown[]) => T;
  return handler.apply({ error: (message: string) => { throw new Error(message); } }, args);
}

const require = createRequire(import.meta.url);

describe('the bespoke build plugins (docs/architecture.md, scripts/)', () => {
  it("vite-mantine-stable-id drops the random id Mantine's useId swaps in after mount, and fails the build once Mantine changes that line", () => {
    const plugin = mantineStableId();
    const file = path.resolve('node_modules/@mantine/hooks/esm/use-id/use-id.mjs');
    const source = readFileSync(file, 'utf8');
    const out = callHook<{ code: string }>(plugin.transform, source, file);
    expect(source).toContain('setUuid(randomId());');
    expect(out.code).not.toContain('setUuid(randomId());');
    expect(out.code).toContain('useId()');
    expect(() => callHook(plugin.transform, source.replace('setUuid(randomId());', 'setUuid(nextId());'), file)).toThrow(/no longer swaps its id/);
    expect(callHook(plugin.transform, source, '/src/app/main.tsx')).toBeNull();
  });

  it('vite-precompress writes a .br and a .gz twin of each compressible file over 1 KB, and leaves index.html and sw.js to the PWA build', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fap-precompress-'));
    const plugin: Plugin = precompress();
    callHook(plugin.configResolved, { root, build: { outDir: '.' } });
    const script = `export const a = ${JSON.stringify('x'.repeat(4096))};`;
    writeFileSync(path.join(root, 'app.js'), script);
    writeFileSync(path.join(root, 'index.html'), `<html>${'y'.repeat(4096)}</html>`);
    writeFileSync(path.join(root, 'small.css'), 'a{}');
    callHook(plugin.closeBundle);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'app.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(path.join(root, 'app.js.gz'))).toString()).toBe(script);
    expect(() => readFileSync(path.join(root, 'index.html.br'))).toThrow();
    expect(() => readFileSync(path.join(root, 'small.css.gz'))).toThrow();
  });

  it("vite-prerender renders with the router's browser build through its public `isServer` export's `browser` condition", async () => {
    const packageFile = require.resolve('@tanstack/router-core/package.json');
    const { exports } = JSON.parse(readFileSync(packageFile, 'utf8')) as { exports: Record<string, Record<string, { import?: { default?: string } }>> };
    const browser = exports['./isServer']?.browser?.import?.default;
    expect(browser, '@tanstack/router-core no longer exports ./isServer for the browser: review scripts/vite-prerender.ts').toBeDefined();
    const module = (await import(pathToFileURL(path.join(path.dirname(packageFile), browser!)).href)) as { isServer?: unknown };
    expect(module.isServer).toBe(false);
  });
});
