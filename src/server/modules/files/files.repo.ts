import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audioFiles, audioVariants, moduleAudios } from '@server/db/schema';
import type { PendingAudio } from './audio-store';

export type AudioFileRow = typeof audioFiles.$inferSelect;

export async function insertAudioFile(db: Db, file: PendingAudio, uploadedById: string | null): Promise<AudioFileRow> {
  const [row] = await db
    .insert(audioFiles)
    .values({ originalName: file.originalName, fileName: file.fileName, fileSize: file.size, mimeType: file.mimeType, duration: durationOf(file), uploadedById })
    .returning();
  await insertPhoneVersions(db, [row.id], [file]);
  return row;
}

/** The same speech as its phone version: an MP3 or AAC original, whose length is not probed, takes the version's. */
export const durationOf = (file: PendingAudio) => file.duration ?? file.phone?.duration ?? null;

/** The phone versions of files just inserted as `audioFileIds` (same order), as rows of `audio_variants`. */
export async function insertPhoneVersions(db: Db, audioFileIds: string[], files: PendingAudio[]): Promise<void> {
  const rows = files.flatMap((f, i) =>
    f.phone ? [{ audioFileId: audioFileIds[i], variant: 'phone', fileName: f.phone.fileName, fileSize: f.phone.size, mimeType: f.phone.mimeType }] : [],
  );
  if (rows.length > 0) await db.insert(audioVariants).values(rows);
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

/** Deletes the row (and its versions); answers the stored names no other file or version points at any more. */
export async function deleteAudioFile(db: Db, row: AudioFileRow): Promise<{ unusedFileNames: string[] }> {
  const versions = await db.select({ fileName: audioVariants.fileName }).from(audioVariants).where(eq(audioVariants.audioFileId, row.id));
  await db.delete(audioFiles).where(eq(audioFiles.id, row.id));
  const names = [row.fileName, ...versions.map((v) => v.fileName)];
  const [originals, others] = await Promise.all([
    db.select({ fileName: audioFiles.fileName }).from(audioFiles).where(inArray(audioFiles.fileName, names)),
    db.select({ fileName: audioVariants.fileName }).from(audioVariants).where(inArray(audioVariants.fileName, names)),
  ]);
  const used = new Set([...originals, ...others].map((r) => r.fileName));
  return { unusedFileNames: [...new Set(names)].filter((n) => !used.has(n)) };
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
