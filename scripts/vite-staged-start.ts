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

/** The entry chunk and the chunks it imports statically, each after the chunks it imports. */
function inImportOrder(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): Rolldown.OutputChunk[] {
  const ordered: Rolldown.OutputChunk[] = [];
  const seen = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const imported of chunk.imports) {
      const dependency = bundle[imported];
      if (dependency?.type === 'chunk') visit(dependency);
    }
    ordered.push(chunk);
  };
  visit(entry);
  return ordered;
}

/** `<div id="root" data-prerendered=…>`: a page whose markup is built in (ADR 0025, 0036). */
const BUILT_MARKUP = `<div id="root" ${PRERENDERED_ATTRIBUTE}=`;

/** The `modulepreload` link Vite writes into a page for a chunk of the entry's static graph. */
const preloadLink = (href: string) => `<link rel="modulepreload" crossorigin href="${href}">`;

/**
 * Every page of the build starts the app in stages (src/app/staged-start.ts, ADR 0039): the start script, inlined
 * at the end of the body (its hash added to the CSP's sources, inline-script.ts), imports the entry's static chunks
 * one task at a time, the entry last. The empty shell (index.html) fetches them from its head, the entry's module
 * script becoming a `modulepreload` link in its place (fetched as early, evaluated later). A page with built markup
 * has none of them in its head (ADR 0043): the start script preloads them once that markup is painted, so the
 * paint does not share the wire with them. Runs after the pages were built (vite-prerender.ts,
 * vite-early-reads.ts).
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
      const graph = inImportOrder(bundle, entry);
      const preloads = graph.map((chunk) => `${base}${chunk.fileName}`);
      const stages = graph
        .filter((chunk) => chunk === entry || chunk.code.length >= MIN_STAGE_BYTES)
        .map((chunk) => `${base}${chunk.fileName}`);
      for (const page of Object.values(bundle)) {
        if (page.type !== 'asset' || !page.fileName.endsWith('.html') || typeof page.source !== 'string') continue;
        const script = page.source.match(ENTRY_SCRIPT);
        if (script?.[1] !== stages.at(-1)) this.error(`${page.fileName} does not load the entry ${stages.at(-1)} as expected`);
        let html = page.source;
        let start = `<script data-stages="${stages.join(' ')}">`;
        if (html.includes(BUILT_MARKUP)) {
          for (const href of preloads.slice(0, -1)) {
            if (!html.includes(preloadLink(href))) this.error(`${page.fileName} does not preload ${href} as expected`);
            html = html.replace(preloadLink(href), '');
          }
          html = html.replace(ENTRY_SCRIPT, '');
          start = `<script data-stages="${stages.join(' ')}" data-preloads="${preloads.join(' ')}">`;
        } else html = html.replace(ENTRY_SCRIPT, preloadLink('$1'));
        page.source = html.replace('</body>', `${start}${code}</script></body>`);
      }
      listInlineScripts(this, bundle, [cspSource(code)]);
    },
  };
}
