import type { Plugin, ResolvedConfig } from 'vite';
import { buildInlineScript, cspSource, listInlineScripts } from './inline-script';

const ENTRY = 'src/app/lib/early-reads-start.ts';
/** The app's own script tag in index.html: the early reads go just before it, so they start first. */
const APP_SCRIPT = '<script type="module"';

/**
 * Writes into index.html, the page of every signed-in screen, the script that starts the first screen's reads
 * before the app's scripts have arrived (src/app/lib/early-reads.ts, ADR 0032): bundled on its own, inlined in
 * the head, and its hash added to the sources the server allows in its CSP (inline-script.ts). Runs after the
 * public screens' pages were built from index.html (vite-prerender.ts): they have no use for it.
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
      const shell = bundle['index.html'];
      if (shell?.type !== 'asset' || typeof shell.source !== 'string' || !shell.source.includes(APP_SCRIPT)) {
        this.error('index.html with the app script is needed for the early reads');
      }
      shell.source = shell.source.replace(APP_SCRIPT, `<script>${code}</script>\n    ${APP_SCRIPT}`);
      listInlineScripts(this, bundle, [cspSource(code)]);
    },
  };
}
