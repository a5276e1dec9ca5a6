import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { type Plugin, type PluginOption, type ResolvedConfig, type Rolldown, build } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_ROUTES, RENDER_AFRESH_STYLE, SUBMITTED_EARLY_GLOBAL } from '../src/shared/prerendered-routes';
import { buildInlineScript, cspSource, listInlineScripts } from './inline-script';

const run = promisify(execFile);
const ENTRY = 'src/app/prerender.tsx';
const GATE_ENTRY = 'src/app/i18n/language-gate.ts';
const EMPTY_ROOT = '<div id="root"></div>';
/**
 * The built form shows before the app runs: a tap on its button then would submit it natively, a GET of the page
 * with the password in the address (and the server's log). The app's forms are all sent by the app, so a native
 * submit of one is always refused; the app's own handlers still run (nothing stops the event). The form is kept
 * (SUBMITTED_EARLY_GLOBAL): if the app did not handle this submit, it sends that form once it has adopted it (ADR 0031).
 */
const NATIVE_SUBMIT_GUARD = `document.addEventListener('submit',function(e){var f=e.target;if(f.closest('#root')){e.preventDefault();window.${SUBMITTED_EARLY_GLOBAL}=f}},true)`;
const LEADING_PRELOADS = /^(<link rel="preload"[^>]*\/>)+/;
/** The inline scripts this plugin and beasties write into the pages: bare `<script>` tags. */
const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/**
 * Builds one HTML page per public screen (ADR 0025): before the client build, the app is bundled for Node
 * (`src/app/prerender.tsx`) with the same source plugins; once the client's index.html exists, each screen of
 * PRERENDERED_ROUTES is rendered into a copy of it (`dist/<screen>.html`), which the server and the service worker
 * answer for that path and the browser hydrates.
 *
 * The router decides by an import resolved per platform (`@tanstack/router-core/isServer`, a public export with
 * `browser` and `node` conditions) whether it renders as on a server (no Suspense around the matches, a
 * scroll-restoration script); the Node bundle is resolved with the `browser` condition, so the markup is the tree
 * the browser hydrates.
 *
 * The pages are English: each also runs the language gate (src/app/i18n/language-gate.ts, bundled on its own and
 * inlined in the head, its hash, with every inline script's, written to INLINE_SCRIPTS_FILE for the server's CSP) before it paints, which hides
 * the markup on a device that shows another language until the app rendered the screen afresh.
 *
 * Nothing blocks their first paint: the CSS rules the page's markup uses are inlined (beasties), and the whole
 * stylesheet, which the app's other screens need, loads without blocking.
 */
/**
 * Renders the public screens in a Node process of their own: the app's modules start timers (the query cache's
 * garbage collection, toasts) that would keep the build process alive. The router's browser build names the
 * global object `self` (it registers itself there for its devtools): that process lends it.
 */
async function renderInChild(entry: string, routes: string[]): Promise<Record<string, string>> {
  const script = [
    'globalThis.self = globalThis;',
    `const { renderRoute } = await import(${JSON.stringify(entry)});`,
    'const pages = {};',
    `for (const route of ${JSON.stringify(routes)}) pages[route] = await renderRoute(route);`,
    'process.stdout.write(JSON.stringify(pages));',
    'process.exit(0);',
  ].join('\n');
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script], { maxBuffer: 64 * 1024 * 1024 });
  return JSON.parse(stdout) as Record<string, string>;
}

/**
 * Inlines into a page the rules of its stylesheets that its markup uses, and loads the stylesheets without
 * holding back the first paint: their links stay where they were (the cascade: Mantine's theme `<style>` in the
 * markup must still come after them) with `media="print"`, which a script at the end of the body turns to `all`
 * (beasties' `media-script`; an `onload` swap would be an inline handler, which the CSP refuses; this script is
 * allowed by its hash like the gate). Mantine's own `<style>` in the markup is left as React wrote it (hydration).
 */
function criticalCss(config: ResolvedConfig, bundle: Rolldown.OutputBundle): Beasties {
  const outDir = path.resolve(config.root, config.build.outDir);
  const beasties = new Beasties({ path: outDir, publicPath: '/', preload: 'media-script', reduceInlineStyles: false, inlineFonts: false, logLevel: 'warn' });
  beasties.readFile = (filename) => {
    const asset = bundle[path.relative(outDir, filename).split(path.sep).join('/')];
    if (asset?.type !== 'asset') throw new Error(`${filename} is not in the build`);
    return typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
  };
  return beasties;
}

export function prerender(sourcePlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  let pages: Record<string, string>;
  let gateCode: string;
  return {
    name: 'fap-prerender',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      const outDir = path.resolve(config.root, 'node_modules/.cache/fap-prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        define: config.define,
        resolve: { alias: config.resolve.alias },
        plugins: sourcePlugins(),
        ssr: { noExternal: true, resolve: { conditions: ['browser', 'module', 'production'] } },
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      gateCode = await buildInlineScript(config, GATE_ENTRY, 'fapLanguageGate');
      pages = await renderInChild(pathToFileURL(path.join(outDir, 'prerender.js')).href, Object.keys(PRERENDERED_ROUTES));
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || typeof shell.source !== 'string' || !shell.source.includes(EMPTY_ROOT)) {
        this.error('index.html with an empty #root is needed to build the public screens');
      }
      const gateTags = `<style>${RENDER_AFRESH_STYLE}</style><script>${gateCode}</script><script>${NATIVE_SUBMIT_GUARD}</script>`;
      const inlineScripts = new Set<string>();
      const critical = criticalCss(config, bundle);
      for (const [route, fileName] of Object.entries(PRERENDERED_ROUTES)) {
        const rendered = pages[route];
        // React writes the preloads it found (the logos) before the markup: they belong in the head, read first.
        const preloads = rendered.match(LEADING_PRELOADS)?.[0] ?? '';
        const markup = rendered.slice(preloads.length);
        const source = shell.source
          .replace('</head>', `${preloads}${gateTags}</head>`)
          .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route}">${markup}</div>`);
        const page = await critical.process(source);
        for (const [, script] of page.matchAll(INLINE_SCRIPT)) inlineScripts.add(cspSource(script));
        this.emitFile({ type: 'asset', fileName, source: page });
      }
      listInlineScripts(this, bundle, inlineScripts);
    },
  };
}
