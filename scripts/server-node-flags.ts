import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The node flags `npm start` gives the server: those between `exec node` and `--import tsx` in package.json's
 * start script (ADR 0045; `exec` so that npm's signals reach node itself, ADR 0048). Benches and tests that
 * start the server another way pass the same ones, so that they measure and test the process users run.
 */
export function serverNodeFlags(checkout: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const words = scripts.start.split(/\s+/);
  const end = words.indexOf('--import');
  if (words[0] !== 'exec' || words[1] !== 'node' || end < 0) throw new Error(`package.json's start script is not "exec node <flags> --import tsx …": ${scripts.start}`);
  return words.slice(2, end);
}
