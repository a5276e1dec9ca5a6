import type { Plugin, ResolvedConfig, Rolldown } from 'vite';
import { PRERENDERED_ATTRIBUTE } from '../src/shared/prerendered-routes';
import { buildInlineScript, cspSource, listInlineScripts } from './inline-script';

const ENTRY = 'src/app/staged-start.ts';
/** The entry's module script as Vite writes it into index.html (and the pages built from it). */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
/**
 * A chunk smaller than this is no stage of its own: it is evaluated with the first stage that imports it (a task
 * saved; its evaluation is short anyway).
 */
const MIN_STAGE_BYTES = 8 * 1024;

/**
 * The given chunks and the chunks they import statically, each after the chunks it imports, leaving out those in
 * `seen` (which collects them).
 */
function inImportOrder(bundle: Rolldown.OutputBundle, roots: Rolldown.OutputChunk[], seen = new Set<string>()): Rolldown.OutputChunk[] {
  const ordered: Rolldown.OutputChunk[] = [];
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const dependency = bundle[imported];
      if (dependency?.type === 'chunk') visit(dependency);
    }
    ordered.push(chunk);
  };
  for (const root of roots) visit(root);
  return ordered;
}

/** A route's component, split into a chunk of its own by the router's plugin (`autoCodeSplitting`): its file. */
const ROUTE_COMPONENT = /\/src\/app\/routes\/(.+)\.tsx\?tsr-split=component$/;

/** The path a route file serves: its pathless layouts (`_app`) and `index` are no part of it. */
const servedPath = (file: string) => `/${file.split('/').filter((segment) => !segment.startsWith('_') && segment !== 'index').join('/')}`;

/**
 * The chunks of the route components the router loads first at `path` (the route's and its layouts'), as the
 * preload helper would ask for them once the entry has run.
 */
function routeComponents(bundle: Rolldown.OutputBundle, path: string): Rolldown.OutputChunk[] {
  const routes = Object.values(bundle).flatMap((chunk) => {
    const file = chunk.type === 'chunk' ? chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1] : undefined;
    return chunk.type === 'chunk' && file ? [{ file, chunk }] : [];
  });
  const pages = routes.filter((route) => servedPath(route.file) === path).map((route) => route.file);
  return routes.filter((route) => pages.some((page) => page === route.file || page.startsWith(`${route.file}/`))).map((route) => route.chunk);
}

/** `<div id="root" data-prerendered="/path">`: a page whose markup is built in (ADR 0025, 0036), and its path. */
const BUILT_MARKUP = new RegExp(`<div id="root" ${PRERENDERED_ATTRIBUTE}="([^"]+)"`);

/**
 * Every page of the build starts the app in stages (src/app/staged-start.ts, ADR 0039): the entry's module script
 * becomes a `modulepreload` link in its place (fetched as early, evaluated later), and the start script, inlined
 * at the end of the body (its hash added to the CSP's sources, inline-script.ts), imports the entry's static chunks
 * one task at a time, the entry last. On a page with built markup it also preloads, once that markup is painted,
 * the chunks of the page's route components (`data-route-preloads`, ADR 0043), which the router would otherwise ask
 * for only once the entry has run. Runs after the pages were built (vite-prerender.ts, vite-early-reads.ts).
 */
export function stagedStart(): Plugin {
  let config: ResolvedConfig;
  let code: string;
  return {
    name: 'fap-staged-start',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      code = await buildInlineScript(config, ENTRY, 'fapStagedStart');
    },
    generateBundle(_options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.isEntry);
      if (entry?.type !== 'chunk') return this.error('the app has no entry chunk to start');
      const base = config.base;
      const graph = inImportOrder(bundle, [entry]);
      const stages = graph
        .filter((chunk) => chunk === entry || chunk.code.length >= MIN_STAGE_BYTES)
        .map((chunk) => `${base}${chunk.fileName}`);
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html') || typeof page.source !== 'string') continue;
        const script = page.source.match(ENTRY_SCRIPT);
        if (script?.[1] !== stages.at(-1)) this.error(`${page.fileName} does not load the entry ${stages.at(-1)} as expected`);
        const builtPath = page.source.match(BUILT_MARKUP)?.[1];
        const route = builtPath ? inImportOrder(bundle, routeComponents(bundle, builtPath), new Set(graph.map((chunk) => chunk.fileName))) : [];
        if (builtPath && !route.length) this.error(`${page.fileName}: no route component found for ${builtPath}`);
        const routePreloads = route.length ? ` data-route-preloads="${route.map((chunk) => `${base}${chunk.fileName}`).join(' ')}"` : '';
        page.source = page.source
          .replace(ENTRY_SCRIPT, `<link rel="modulepreload" crossorigin href="$1">`)
          .replace('</body>', `<script data-stages="${stages.join(' ')}"${routePreloads}>${code}</script></body>`);
      }
      listInlineScripts(this, bundle, [cspSource(code)]);
    },
  };
}
