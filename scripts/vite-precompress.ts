import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/** Rewritten after this plugin runs by the PWA build, or tiny: served as they are. */
const SKIP = new Set(['sw.js', 'index.html']);

/**
 * Writes `.br` and `.gz` next to every compressible file of the build, at maximum compression, so the server
 * (@fastify/static `preCompressed`) sends an agent on a slow connection the smallest file at no CPU cost.
 */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'fap-precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      handler() {
        const walk = (dir: string) => {
          for (const name of readdirSync(dir)) {
            const file = path.join(dir, name);
            if (statSync(file).isDirectory()) walk(file);
            else if (COMPRESSIBLE.test(name) && !SKIP.has(name) && statSync(file).size > 1024) {
              const body = readFileSync(file);
              writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
              writeFileSync(`${file}.br`, brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
            }
          }
        };
        walk(outDir);
      },
    },
  };
}
