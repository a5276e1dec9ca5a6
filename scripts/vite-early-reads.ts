import type { Plugin, ResolvedConfig } from 'vite';
import { FIRST_FRAME_ROUTES } from '../src/shared/prerendered-routes';
import { buildInlineScript, cspSource, listInlineScripts } from './inline-script';

const ENTRY = 'src/app/lib/early-reads-start.ts';
/** The pages of the signed-in screens: the empty shell and the built first frames (ADR 0036). */
const SIGNED_IN_PAGES = ['index.html', ...Object.values(FIRST_FRAME_ROUTES)];
/** The app's own script tag in index.html: the early reads go just before it, so they start first. */
const APP_SCRIPT = '<script type="module"';

/**
 * Writes into index.html, the page of every signed-in screen (and the first frames built from it, ADR 0036), the
 * script that starts the first screen's reads before the app's scripts have arrived (src/app/lib/early-reads.ts,
 * ADR 0032): bundled on its own, inlined in the head, and its hash added to the sources the server allows in its
 * CSP (inline-script.ts). Runs after the public screens' pages were built from index.html (vite-prerender.ts):
 * they have no use for it.
 */
export function earlyReads(): Plugin {
  let config: ResolvedConfig;
  let code: string;
  return {
    name: 'fap-early-reads',
    apply: (userConfig, env) => env.command === 'build' && !userConfig.build?.ssr,
    enforce: 'post',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      code = await buildInlineScript(config, ENTRY, 'fapEarlyReads');
    },
    generateBundle(_options, bundle) {
      for (const fileName of SIGNED_IN_PAGES) {
        const page = bundle[fileName];
        if (page?.type !== 'asset' || typeof page.source !== 'string' || !page.source.includes(APP_SCRIPT)) {
          this.error(`${fileName} with the app script is needed for the early reads`);
        }
        page.source = page.source.replace(APP_SCRIPT, `<script>${code}</script>\n    ${APP_SCRIPT}`);
      }
      listInlineScripts(this, bundle, [cspSource(code)]);
    },
  };
}
