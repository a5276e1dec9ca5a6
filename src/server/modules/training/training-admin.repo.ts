import { and, asc, count, desc, eq, ilike, inArray, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { audioFiles, moduleAudios, trainingModules } from '@server/db/schema';
import { durationOf, insertPhoneVersions, type PendingAudio } from '../files/files.service';
import type { ModuleRow } from './training.repo';

export interface ModuleFilters {
  title?: string;
  status?: 'active' | 'inactive';
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listModulesPage(db: Db, filters: ModuleFilters, page: number, limit: number): Promise<{ rows: ModuleRow[]; total: number }> {
  const conditions: SQL[] = [];
  if (filters.title) conditions.push(ilike(trainingModules.title, `%${escapeLike(filters.title)}%`));
  if (filters.status) conditions.push(eq(trainingModules.isActive, filters.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [{ n }]] = await Promise.all([
    db.select().from(trainingModules).where(where).orderBy(asc(trainingModules.moduleOrder), asc(trainingModules.createdAt)).limit(limit).offset((page - 1) * limit),
    db.select({ n: count() }).from(trainingModules).where(where),
  ]);
  return { rows, total: n };
}

export async function moduleCounts(db: Db): Promise<{ totalModules: number; activeModules: number; totalAudioFiles: number }> {
  const [[m], [a]] = await Promise.all([
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${trainingModules.isActive})`.mapWith(Number) }).from(trainingModules),
    db.select({ n: count() }).from(audioFiles),
  ]);
  return { totalModules: m.total, activeModules: m.active, totalAudioFiles: a.n };
}

export async function allAudioFiles(db: Db) {
  return db.select().from(audioFiles).orderBy(desc(audioFiles.createdAt)).limit(500);
}

export interface ModuleWrite {
  title: string;
  description: string;
  titleSw: string | null;
  descriptionSw: string | null;
  isActive: boolean;
  at: Date;
}

/** An audio's title in a module (`module_audios.description`), in English and Kiswahili; null for none. */
export interface AudioTitle {
  description: string | null;
  descriptionSw: string | null;
}

/** The form's titles of a module's audio: the kept audio's by id, the new files' in their order. */
export interface AudioTitles {
  kept: Map<string, AudioTitle>;
  added: AudioTitle[];
}

/** New audio files become rows of the file library and positions after the kept audio. */
async function addAudios(tx: Db, moduleId: string, files: PendingAudio[], firstPosition: number, uploadedById: string, titles: AudioTitle[]): Promise<void> {
  if (files.length === 0) return;
  const inserted = await tx
    .insert(audioFiles)
    .values(files.map((f) => ({ originalName: f.originalName, fileName: f.fileName, fileSize: f.size, mimeType: f.mimeType, duration: durationOf(f), uploadedById })))
    .returning({ id: audioFiles.id });
  await insertPhoneVersions(
    tx,
    inserted.map((f) => f.id),
    files,
  );
  await tx.insert(moduleAudios).values(inserted.map((f, i) => ({ moduleId, audioFileId: f.id, position: firstPosition + i, ...titles[i] })));
}

export async function createModuleRow(db: Db, input: ModuleWrite, files: PendingAudio[], uploadedById: string, titles: AudioTitles | null): Promise<ModuleRow> {
  return db.transaction(async (tx) => {
    const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${trainingModules.moduleOrder}), 0) + 1`.mapWith(Number) }).from(trainingModules);
    const [row] = await tx
      .insert(trainingModules)
      .values({ title: input.title, description: input.description || null, titleSw: input.titleSw, descriptionSw: input.descriptionSw, isActive: input.isActive, moduleOrder: next, createdAt: input.at, updatedAt: input.at })
      .returning();
    await addAudios(tx as unknown as Db, row.id, files, 1, uploadedById, titles?.added ?? []);
    return row;
  });
}

/**
 * Keeps the listed audio (in their order), removes the others with their progress, appends the new files; with
 * `titles`, every audio gets the title the form sent (without, the kept audio keep theirs).
 */
export async function updateModuleRow(db: Db, id: string, input: ModuleWrite, keepIds: string[], files: PendingAudio[], uploadedById: string, titles: AudioTitles | null): Promise<ModuleRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(trainingModules)
      .set({ title: input.title, description: input.description || null, titleSw: input.titleSw, descriptionSw: input.descriptionSw, isActive: input.isActive, updatedAt: input.at })
      .where(eq(trainingModules.id, id))
      .returning();
    if (!row) return undefined;
    await tx.delete(moduleAudios).where(and(eq(moduleAudios.moduleId, id), keepIds.length ? notInArray(moduleAudios.id, keepIds) : undefined));
    const kept = await tx.select({ id: moduleAudios.id }).from(moduleAudios).where(eq(moduleAudios.moduleId, id)).orderBy(asc(moduleAudios.position));
    for (const [i, audio] of kept.entries()) await tx.update(moduleAudios).set({ position: i + 1, ...titles?.kept.get(audio.id) }).where(eq(moduleAudios.id, audio.id));
    await addAudios(tx as unknown as Db, id, files, kept.length + 1, uploadedById, titles?.added ?? []);
    return row;
  });
}

export async function keptAudioCount(db: Db, moduleId: string, keepIds: string[]): Promise<number> {
  if (keepIds.length === 0) return 0;
  const [{ n }] = await db.select({ n: count() }).from(moduleAudios).where(and(eq(moduleAudios.moduleId, moduleId), inArray(moduleAudios.id, keepIds)));
  return n;
}

export async function deleteModuleRow(db: Db, id: string): Promise<boolean> {
  const deleted = await db.delete(trainingModules).where(eq(trainingModules.id, id)).returning({ id: trainingModules.id });
  return deleted.length > 0;
}

export async function toggleModuleRow(db: Db, id: string, at: Date): Promise<ModuleRow | undefined> {
  const [row] = await db
    .update(trainingModules)
    .set({ isActive: sql`not ${trainingModules.isActive}`, updatedAt: at })
    .where(eq(trainingModules.id, id))
    .returning();
  return row;
}
