import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { audioFiles, moduleAudios } from '../../db/schema';
import type { PendingAudio } from './audio-store';

export type AudioFileRow = typeof audioFiles.$inferSelect;

export async function insertAudioFile(db: Db, file: PendingAudio, uploadedById: string | null): Promise<AudioFileRow> {
  const [row] = await db
    .insert(audioFiles)
    .values({ originalName: file.originalName, fileName: file.fileName, fileSize: file.size, mimeType: file.mimeType, duration: file.duration, uploadedById })
    .returning();
  return row;
}

export async function listAudioFiles(db: Db, page: number, limit: number): Promise<{ rows: AudioFileRow[]; total: number }> {
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(audioFiles).orderBy(desc(audioFiles.createdAt), desc(audioFiles.id)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(audioFiles),
  ]);
  return { rows, total: n };
}

export async function findAudioFile(db: Db, id: string): Promise<AudioFileRow | undefined> {
  const [row] = await db.select().from(audioFiles).where(eq(audioFiles.id, id)).limit(1);
  return row;
}

export async function isUsedByModule(db: Db, id: string): Promise<boolean> {
  const [row] = await db.select({ id: moduleAudios.id }).from(moduleAudios).where(eq(moduleAudios.audioFileId, id)).limit(1);
  return Boolean(row);
}

/** Deletes the row; answers whether another row still points at the same stored bytes. */
export async function deleteAudioFile(db: Db, row: AudioFileRow): Promise<{ bytesStillUsed: boolean }> {
  await db.delete(audioFiles).where(eq(audioFiles.id, row.id));
  const [other] = await db.select({ id: audioFiles.id }).from(audioFiles).where(eq(audioFiles.fileName, row.fileName)).limit(1);
  return { bytesStillUsed: Boolean(other) };
}

export const toUploadedFile = (row: AudioFileRow) => ({
  id: row.id,
  originalName: row.originalName,
  fileName: row.fileName,
  fileSize: row.fileSize,
  mimeType: row.mimeType,
  duration: row.duration,
  createdAt: row.createdAt.toISOString(),
});
