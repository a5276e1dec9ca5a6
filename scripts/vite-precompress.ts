import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(js|css|html|svg|json|txt)$/;
/**
 * Tiny: the server compresses it as it sends it. sw.js is not skipped: the PWA build writes it in its own
 * `closeBundle`, before this `post` one, and it is the largest file a first visit fetches (D2, ADR 0076).
 */
const SKIP = new Set(['index.html']);

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
