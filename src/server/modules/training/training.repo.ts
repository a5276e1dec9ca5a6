import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { excluded } from '../../db/columns';
import { audioFiles, audioProgress, audioProgressUpdates, moduleAudios, moduleStarts, trainingModules } from '../../db/schema';

export type ModuleRow = typeof trainingModules.$inferSelect;
export type ProgressRow = typeof audioProgress.$inferSelect;

/** Module audio joined with its stored file, in position order. */
export async function audiosOf(db: Db, moduleIds: string[]) {
  if (moduleIds.length === 0) return [];
  return db
    .select({
      id: moduleAudios.id,
      moduleId: moduleAudios.moduleId,
      position: moduleAudios.position,
      description: moduleAudios.description,
      audioFileId: moduleAudios.audioFileId,
      originalName: audioFiles.originalName,
      fileName: audioFiles.fileName,
      fileSize: audioFiles.fileSize,
      mimeType: audioFiles.mimeType,
      duration: audioFiles.duration,
    })
    .from(moduleAudios)
    .innerJoin(audioFiles, eq(audioFiles.id, moduleAudios.audioFileId))
    .where(inArray(moduleAudios.moduleId, moduleIds))
    .orderBy(asc(moduleAudios.moduleId), asc(moduleAudios.position));
}
export type AudioRow = Awaited<ReturnType<typeof audiosOf>>[number];

export async function activeModules(db: Db): Promise<ModuleRow[]> {
  return db.select().from(trainingModules).where(eq(trainingModules.isActive, true)).orderBy(asc(trainingModules.moduleOrder), asc(trainingModules.createdAt));
}

export async function findModule(db: Db, id: string): Promise<ModuleRow | undefined> {
  const [row] = await db.select().from(trainingModules).where(eq(trainingModules.id, id)).limit(1);
  return row;
}

export async function progressOf(db: Db, userId: string, audioIds: string[]): Promise<ProgressRow[]> {
  if (audioIds.length === 0) return [];
  return db.select().from(audioProgress).where(and(eq(audioProgress.userId, userId), inArray(audioProgress.moduleAudioId, audioIds)));
}

export async function startedModuleIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db.select({ moduleId: moduleStarts.moduleId }).from(moduleStarts).where(eq(moduleStarts.userId, userId));
  return new Set(rows.map((r) => r.moduleId));
}

/** Registers a start once; later starts change nothing. */
export async function recordStart(db: Db, userId: string, moduleId: string, at: Date): Promise<void> {
  await db.insert(moduleStarts).values({ userId, moduleId, startedAt: at }).onConflictDoNothing();
}

export async function findModuleAudio(db: Db, audioId: string) {
  const [row] = await db
    .select({ id: moduleAudios.id, moduleId: moduleAudios.moduleId, position: moduleAudios.position, isActive: trainingModules.isActive })
    .from(moduleAudios)
    .innerJoin(trainingModules, eq(trainingModules.id, moduleAudios.moduleId))
    .where(eq(moduleAudios.id, audioId))
    .limit(1);
  return row;
}

export interface ProgressStep {
  userId: string;
  moduleAudioId: string;
  timeSpentSeconds: number;
  lastPlayedPosition: number;
  isCompleted: boolean;
  at: Date;
  /** The write's Idempotency-Key: a key already applied adds no time again. */
  key: string | null;
}

/**
 * Applies one progress step: time adds up, the last position is replaced, completion is sticky (once true,
 * never false again; the first completion date stays). With a key already applied only the current state is
 * read back, so a replayed step never counts its time twice.
 */
export async function applyProgress(db: Db, step: ProgressStep): Promise<ProgressRow> {
  return db.transaction(async (tx) => {
    if (step.key) {
      const fresh = await tx.insert(audioProgressUpdates).values({ key: step.key, userId: step.userId, createdAt: step.at }).onConflictDoNothing().returning();
      if (fresh.length === 0) {
        const [existing] = await tx
          .select()
          .from(audioProgress)
          .where(and(eq(audioProgress.userId, step.userId), eq(audioProgress.moduleAudioId, step.moduleAudioId)));
        if (existing) return existing;
      }
    }
    const [row] = await tx
      .insert(audioProgress)
      .values({
        userId: step.userId,
        moduleAudioId: step.moduleAudioId,
        timeSpentSeconds: step.timeSpentSeconds,
        lastPlayedPosition: step.lastPlayedPosition,
        isCompleted: step.isCompleted,
        firstAccessDate: step.at,
        completionDate: step.isCompleted ? step.at : null,
        updatedAt: step.at,
      })
      .onConflictDoUpdate({
        target: [audioProgress.userId, audioProgress.moduleAudioId],
        set: {
          timeSpentSeconds: sql`${audioProgress.timeSpentSeconds} + ${excluded(audioProgress.timeSpentSeconds)}`,
          lastPlayedPosition: step.lastPlayedPosition,
          isCompleted: sql`${audioProgress.isCompleted} or ${excluded(audioProgress.isCompleted)}`,
          completionDate: sql`coalesce(${audioProgress.completionDate}, ${excluded(audioProgress.completionDate)})`,
          updatedAt: step.at,
        },
      })
      .returning();
    return row;
  });
}

