/**
 * `npm run bench`: runs every bench script in this folder, one after the other (they measure, so they must
 * not compete for the CPU), each in its own process, and prints their figures. `npm run bench -- sync` runs
 * only the scripts whose name contains one of the given words.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const only = process.argv.slice(2);
const scripts = readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts')
  .filter((f) => only.length === 0 || only.some((word) => f.includes(word)))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n▶ bench/${script}`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], { stdio: 'inherit' });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed++;
  console.log(`◀ bench/${script}: ${result.status === 0 ? 'ok' : `FAILED (exit ${result.status})`} in ${seconds} s`);
}
if (failed) process.exitCode = 1;
