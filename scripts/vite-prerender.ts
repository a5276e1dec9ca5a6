import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { type Plugin, type PluginOption, type ResolvedConfig, build } from 'vite';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_ROUTES } from '../src/shared/prerendered-routes';

const ENTRY = 'src/app/prerender.tsx';
const EMPTY_ROOT = '<div id="root"></div>';
const LEADING_PRELOADS = /^(<link rel="preload"[^>]*\/>)+/;

/**
 * Builds one HTML page per public screen (ADR 0025): before the client build, the app is bundled for Node
 * (`src/app/prerender.tsx`) with the same source plugins; once the client's index.html exists, each screen of
 * PRERENDERED_ROUTES is rendered into a copy of it (`dist/<screen>.html`), which the server and the service worker
 * answer for that path and the browser hydrates.
 *
 * The router decides by an import resolved per platform whether it renders as on a server (no Suspense around
 * the matches, a scroll-restoration script); the Node bundle takes the browser's, so the markup is the tree the
 * browser hydrates.
 */
/**
 * The router's browser build names the global object `self` (it registers itself there for its devtools): lent
 * for the render only, so no other plugin of this build process sees a browser-like global.
 */
async function withBrowserGlobals<T>(work: () => Promise<T>): Promise<T> {
  const global = globalThis as { self?: unknown };
  const lent = global.self === undefined;
  if (lent) global.self = globalThis;
  try {
    return await work();
  } finally {
    if (lent) delete global.self;
  }
}

export function prerender(sourcePlugins: () => PluginOption[]): Plugin {
  let config: ResolvedConfig;
  let renderRoute: (path: string) => Promise<string>;
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
        resolve: {
          alias: [
            ...config.resolve.alias,
            { find: '@tanstack/router-core/isServer', replacement: path.resolve(config.root, 'node_modules/@tanstack/router-core/dist/esm/isServer/client.js') },
          ],
        },
        plugins: sourcePlugins(),
        ssr: { noExternal: true },
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, copyPublicDir: false },
      });
      // Imported by its plain URL: its lazy chunks import it by that URL too, and must share its module instance.
      const entry = pathToFileURL(path.join(outDir, 'prerender.js')).href;
      const bundle = await withBrowserGlobals(() => import(entry) as Promise<{ renderRoute: typeof renderRoute }>);
      renderRoute = bundle.renderRoute;
    },
    async generateBundle(_options, bundle) {
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || typeof shell.source !== 'string' || !shell.source.includes(EMPTY_ROOT)) {
        this.error('index.html with an empty #root is needed to build the public screens');
      }
      for (const [route, fileName] of Object.entries(PRERENDERED_ROUTES)) {
        const rendered = await withBrowserGlobals(() => renderRoute(route));
        // React writes the preloads it found (the logos) before the markup: they belong in the head, read first.
        const preloads = rendered.match(LEADING_PRELOADS)?.[0] ?? '';
        const markup = rendered.slice(preloads.length);
        const source = shell.source
          .replace('</head>', `${preloads}</head>`)
          .replace(EMPTY_ROOT, `<div id="root" ${PRERENDERED_ATTRIBUTE}="${route}">${markup}</div>`);
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
