import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { adminChunks } from '../../scripts/vite-admin-chunks';
import { mantineStableId } from '../../scripts/vite-mantine-stable-id';
import { precompress } from '../../scripts/vite-precompress';

/** Calls a plugin hook as the build would, with a context whose `error` throws. */
function callHook<T>(hook: unknown, ...args: unknown[]): T {
  const handler = (typeof hook === 'function' ? hook : (hook as { handler: unknown }).handler) as (...a: unknown[]) => T;
  return handler.apply(
    {
      error: (message: string) => {
        throw new Error(message);
      },
    },
    args,
  );
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

  it('vite-precompress writes a .br and a .gz twin of each compressible file over 1 KB, the service worker too, and leaves index.html alone', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'fap-precompress-'));
    const plugin: Plugin = precompress();
    callHook(plugin.configResolved, { root, build: { outDir: '.' } });
    const script = `export const a = ${JSON.stringify('x'.repeat(4096))};`;
    writeFileSync(path.join(root, 'app.js'), script);
    writeFileSync(path.join(root, 'index.html'), `<html>${'y'.repeat(4096)}</html>`);
    writeFileSync(path.join(root, 'small.css'), 'a{}');
    writeFileSync(path.join(root, 'sw.js'), script);
    callHook(plugin.closeBundle);
    expect(brotliDecompressSync(readFileSync(path.join(root, 'sw.js.br'))).toString()).toBe(script);
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

  it("vite-admin-chunks marks the files only admin-only screens load, and leaves what an agent reaches in everyone's precache", () => {
    const { plugin, markEntries } = adminChunks();
    const route = (file: string) => `/repo/src/app/routes/${file}.tsx?tsr-split=component---loader`;
    const chunk = (fileName: string, facadeModuleId: string | null, imports: string[] = [], dynamicImports: string[] = [], css: string[] = []) => ({
      type: 'chunk',
      fileName,
      isEntry: fileName === 'assets/index.js',
      facadeModuleId,
      imports,
      dynamicImports,
      viteMetadata: { importedCss: new Set(css) },
    });
    const chunks = [
      chunk('assets/index.js', '/repo/index.html', [], ['assets/farmers.js', 'assets/agents.js', 'assets/import.js', 'assets/reports.js', 'assets/plan.js']),
      chunk('assets/farmers.js', route('_app/engage/farmers'), ['assets/table.js'], ['assets/import.js']),
      chunk('assets/agents.js', route('_app/agents'), ['assets/table.js', 'assets/uploads.js'], [], ['assets/agents.css']),
      chunk('assets/import.js', route('_app/engage/farmers_.import'), ['assets/uploads.js']),
      chunk('assets/reports.js', route('_app/reports/posttrainingreport'), ['assets/table.js']),
      // The offline plan imports an admin screen's queries: an agent's page reaches them, so they stay everyone's.
      chunk('assets/plan.js', null, [], ['assets/agent-queries.js']),
      chunk('assets/agent-queries.js', null),
      chunk('assets/table.js', null),
      chunk('assets/uploads.js', null),
    ];
    callHook(plugin.generateBundle, {}, Object.fromEntries(chunks.map((c) => [c.fileName, c])));
    const files = [...chunks.map((c) => c.fileName), 'assets/agents.css', 'index.html'];
    const { manifest } = markEntries(files.map((url) => ({ url, revision: null, size: 1 })));
    const marked = manifest.filter((e) => (e as { forAdmins?: boolean }).forAdmins).map((e) => e.url);
    expect(marked.sort()).toEqual(['assets/agents.css', 'assets/agents.js', 'assets/import.js', 'assets/reports.js', 'assets/uploads.js']);

    // The service worker's own build has no screens: the marks stay those of the app's build.
    callHook(plugin.generateBundle, {}, { 'sw.js': chunk('sw.js', '/repo/sw/sw.ts') });
    expect(markEntries([{ url: 'assets/agents.js', revision: null, size: 1 }]).manifest[0]).toHaveProperty('forAdmins', true);
  });
});
