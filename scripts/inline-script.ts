import { createHash } from 'node:crypto';
import { type ResolvedConfig, type Rolldown, build } from 'vite';
import { INLINE_SCRIPTS_FILE } from '../src/shared/prerendered-routes';

/**
 * The scripts the build writes inline into the public screens' pages (the language gate, ADR 0025): a source entry
 * bundled on its own into one classic script, with the app's aliases and defines, and allowed by the server's CSP
 * through its hash (INLINE_SCRIPTS_FILE). Used by vite-prerender.ts.
 */

/** `entry` bundled into an IIFE (global `name`), as the text of an inline `<script>`. */
export async function buildInlineScript(config: ResolvedConfig, entry: string, name: string): Promise<string> {
  const built = await build({
    configFile: false,
    root: config.root,
    mode: config.mode,
    logLevel: 'warn',
    define: config.define,
    resolve: { alias: config.resolve.alias },
    build: { write: false, copyPublicDir: false, lib: { entry, formats: ['iife'], name } },
  });
  const [output] = (Array.isArray(built) ? built : [built]) as Array<{ output: Array<{ type: string; code?: string }> }>;
  const code = (output.output.find((file) => file.type === 'chunk')?.code ?? '').trim();
  if (!code) throw new Error(`${entry} built to nothing`);
  return code;
}

/** The CSP source that allows an inline script with this text: `'sha256-…'`. */
export const cspSource = (script: string): string => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/**
 * Adds these sources to INLINE_SCRIPTS_FILE in the bundle (written there by the first plugin that has any), which
 * the server adds to its `script-src`.
 */
export function listInlineScripts(context: Pick<Rolldown.PluginContext, 'emitFile'>, bundle: Rolldown.OutputBundle, sources: Iterable<string>): void {
  const listed = bundle[INLINE_SCRIPTS_FILE];
  if (listed?.type === 'asset') {
    const known = JSON.parse(String(listed.source)) as string[];
    listed.source = JSON.stringify([...new Set([...known, ...sources])]);
  } else context.emitFile({ type: 'asset', fileName: INLINE_SCRIPTS_FILE, source: JSON.stringify([...new Set(sources)]) });
}
