import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * An upload still being received is written to continually; one not written for this long was cut off (a
 * restart, a lost connection). Another process sharing the folder may be receiving a file right now, so a
 * start removes only these.
 */
export const STALE_PART_MS = 5 * 60_000;

/** Removes the `.part` files of `dir` not written for STALE_PART_MS; answers how many (none when `dir` is missing). */
export async function removeStaleParts(dir: string, now = Date.now()): Promise<number> {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((n) => n.endsWith('.part'))) {
    const file = path.join(dir, name);
    const written = await stat(file).then((s) => s.mtimeMs, () => now);
    if (now - written < STALE_PART_MS) continue;
    await rm(file, { force: true });
    removed += 1;
  }
  return removed;
}
