import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The node flags `npm start` gives the server: those between `tsx` and the script in package.json's start
 * script (ADR 0045). Benches and tests that start the server another way pass the same ones, so that they
 * measure and test the process users run.
 */
export function serverNodeFlags(checkout: string): string[] {
  const { scripts } = JSON.parse(readFileSync(path.join(checkout, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [runner, ...rest] = scripts.start.split(/\s+/);
  if (runner !== 'tsx') throw new Error(`package.json's start script runs ${runner}, not tsx`);
  return rest.filter((word) => word.startsWith('--'));
}
