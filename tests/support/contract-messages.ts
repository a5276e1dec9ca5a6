// What reaches the app in English from outside the message files: the zod contracts' messages and the server's codes.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Every message function of every zod schema the modules export (zod keeps a rule's message as `def.error`). */
export function messageFunctions(modules: Array<Record<string, unknown>>): Array<() => unknown> {
  const seen = new Set<unknown>();
  const found: Array<() => unknown> = [];
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    const def = (node as { _zod?: { def?: Record<string, unknown> } })._zod?.def;
    if (!def) return void Object.values(node).forEach(walk);
    if (typeof def.error === 'function') found.push(def.error as () => unknown);
    for (const value of Object.values(def)) {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value && typeof value === 'object') walk((value as { _zod?: unknown })._zod ? value : Object.values(value));
    }
  };
  modules.forEach((module) => Object.values(module).forEach(walk));
  return found;
}

const SERVER = path.resolve(__dirname, '../../src/server');
const CODE = /(?:AppError\(\s*\d+,\s*|conflict\([^;]*?,\s*|unprocessable\([^;]*?,\s*|answer\(\d+,\s*|code: )'([A-Z][A-Z_]+)'/gs;

/** The codes the server answers with, raised in the files under src/server (relative paths) that `inFile` accepts. */
export function serverCodes(inFile: (file: string) => boolean = () => true): Set<string> {
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
    });
  const codes = new Set<string>();
  for (const file of files(SERVER).filter((full) => inFile(path.relative(SERVER, full).split(path.sep).join('/'))))
    for (const match of readFileSync(file, 'utf8').matchAll(CODE)) if (!match[1]!.startsWith('FST_')) codes.add(match[1]!);
  return codes;
}
