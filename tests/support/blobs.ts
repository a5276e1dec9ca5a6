import { like } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { blobs } from '@server/db/schema';

/** The keys the database blob store holds under `prefix` (`photos/`, `audio/`), sorted. */
export async function storedKeys(db: Db, prefix: string): Promise<string[]> {
  const rows = await db.select({ key: blobs.key }).from(blobs).where(like(blobs.key, `${prefix}%`));
  return rows.map((r) => r.key).sort();
}
