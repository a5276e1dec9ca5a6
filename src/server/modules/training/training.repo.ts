import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { excluded } from '@server/db/columns';
import { preparedStatement } from '@server/db/prepared';
import { rowsOf } from '@server/db/rows';
import { audioFiles, audioProgress, audioVariants, audioProgressUpdates, moduleAudios, moduleStarts, trainingModules } from '@server/db/schema';

export type ModuleRow = typeof trainingModules.$inferSelect;
export type ProgressRow = typeof audioProgress.$inferSelect;

/** Module audio joined with its stored file and that file's phone version (ADR 0052), in position order. */
export async function audiosOf(db: Db, moduleIds: string[]) {
  if (moduleIds.length === 0) return [];
  return db
    .select({
      id: moduleAudios.id,
      moduleId: moduleAudios.moduleId,
      position: moduleAudios.position,
      description: moduleAudios.description,
      descriptionSw: moduleAudios.descriptionSw,
      audioFileId: moduleAudios.audioFileId,
      originalName: audioFiles.originalName,
      fileName: audioFiles.fileName,
      fileSize: audioFiles.fileSize,
      mimeType: audioFiles.mimeType,
      duration: audioFiles.duration,
      phoneFileName: audioVariants.fileName,
      phoneFileSize: audioVariants.fileSize,
      phoneMimeType: audioVariants.mimeType,
    })
    .from(moduleAudios)
    .innerJoin(audioFiles, eq(audioFiles.id, moduleAudios.audioFileId))
    .leftJoin(audioVariants, and(eq(audioVariants.audioFileId, audioFiles.id), eq(audioVariants.variant, 'phone')))
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

/** Registers a start; a start reported later with an earlier act (made offline) moves it back to that act. */
export async function recordStart(db: Db, userId: string, moduleId: string, at: Date): Promise<void> {
  await db
    .insert(moduleStarts)
    .values({ userId, moduleId, startedAt: at })
    .onConflictDoUpdate({
      target: [moduleStarts.userId, moduleStarts.moduleId],
      set: { startedAt: excluded(moduleStarts.startedAt) },
      setWhere: sql`${excluded(moduleStarts.startedAt)} < ${moduleStarts.startedAt}`,
    });
}

export async function findModuleAudio(db: Db, audioId: string) {
  const [row] = await db
    .select({
      id: moduleAudios.id,
      moduleId: moduleAudios.moduleId,
      position: moduleAudios.position,
      isActive: trainingModules.isActive,
      duration: audioFiles.duration,
    })
    .from(moduleAudios)
    .innerJoin(trainingModules, eq(trainingModules.id, moduleAudios.moduleId))
    .innerJoin(audioFiles, eq(audioFiles.id, moduleAudios.audioFileId))
    .where(eq(moduleAudios.id, audioId))
    .limit(1);
  return row;
}

/**
 * When the user could first have played the audio at `position` of a module: the later of their start of the
 * module and their completion of the audio before it (it unlocks this one). Null when neither is known.
 */
export async function playableSince(db: Db, userId: string, moduleId: string, position: number): Promise<Date | null> {
  const [row] = rowsOf<{ since: string | Date | null }>(
    await db.execute(sql`select greatest(
      (select ${moduleStarts.startedAt} from ${moduleStarts} where ${moduleStarts.userId} = ${userId} and ${moduleStarts.moduleId} = ${moduleId}),
      (select ${audioProgress.completionDate} from ${audioProgress}
        join ${moduleAudios} on ${moduleAudios.id} = ${audioProgress.moduleAudioId}
        where ${audioProgress.userId} = ${userId} and ${moduleAudios.moduleId} = ${moduleId} and ${moduleAudios.position} = ${position - 1})
    ) as since`),
  );
  return row?.since ? new Date(row.since) : null;
}

export interface ProgressStep {
  userId: string;
  moduleAudioId: string;
  lastPlayedPosition: number;
  isCompleted: boolean;
  /** The server's time (updatedAt). */
  at: Date;
  /** The report's act (its occurredAt). */
  recordedAt: Date;
  /** The write's Idempotency-Key: a key already applied adds no time again. */
  key: string | null;
}

/**
 * Applies one progress step: time adds up by what `grant` allows given the current row (read under a row lock,
 * so two reports never grant from the same state; `grant` may refuse by throwing), the last position follows
 * the latest act, completion is sticky (once true, never false again; the first completion date stays), the
 * first access is the earliest act. With a key already applied only the current state is read back, so a
 * replayed step never counts its time twice.
 */
export async function applyProgress(db: Db, step: ProgressStep, grant: (current: ProgressRow | undefined) => number): Promise<ProgressRow> {
  return db.transaction(async (tx) => {
    const current = async () => {
      const [row] = await tx
        .select()
        .from(audioProgress)
        .where(and(eq(audioProgress.userId, step.userId), eq(audioProgress.moduleAudioId, step.moduleAudioId)))
        .for('update');
      return row;
    };
    if (step.key) {
      const fresh = await tx.insert(audioProgressUpdates).values({ key: step.key, userId: step.userId, createdAt: step.at }).onConflictDoNothing().returning();
      if (fresh.length === 0) {
        const existing = await current();
        if (existing) return existing;
      }
    }
    const timeSpentSeconds = grant(await current());
    const latest = sql`${excluded(audioProgress.recordedAt)} >= ${audioProgress.recordedAt}`;
    const [row] = await tx
      .insert(audioProgress)
      .values({
        userId: step.userId,
        moduleAudioId: step.moduleAudioId,
        timeSpentSeconds,
        lastPlayedPosition: step.lastPlayedPosition,
        isCompleted: step.isCompleted,
        firstAccessDate: step.recordedAt,
        completionDate: step.isCompleted ? step.recordedAt : null,
        updatedAt: step.at,
        recordedAt: step.recordedAt,
      })
      .onConflictDoUpdate({
        target: [audioProgress.userId, audioProgress.moduleAudioId],
        set: {
          timeSpentSeconds: sql`${audioProgress.timeSpentSeconds} + ${excluded(audioProgress.timeSpentSeconds)}`,
          lastPlayedPosition: sql`case when ${latest} then ${excluded(audioProgress.lastPlayedPosition)} else ${audioProgress.lastPlayedPosition} end`,
          isCompleted: sql`${audioProgress.isCompleted} or ${excluded(audioProgress.isCompleted)}`,
          completionDate: sql`coalesce(${audioProgress.completionDate}, ${excluded(audioProgress.completionDate)})`,
          firstAccessDate: sql`least(${audioProgress.firstAccessDate}, ${excluded(audioProgress.firstAccessDate)})`,
          updatedAt: step.at,
          recordedAt: sql`greatest(${audioProgress.recordedAt}, ${excluded(audioProgress.recordedAt)})`,
        },
      })
      .returning();
    return row;
  });
}


export interface ModuleCounts {
  totalModules: number;
  completedModules: number;
  inProgressModules: number;
}

/**
 * How many active modules a user has completed, has in progress and has in all, by the rule of
 * `moduleStatus` (completed: every audio done; in progress: started, listened to or partly done), in one
 * statement: the dashboard needs only these counts, and four statements for them were a quarter of its cost (P5).
 * Built once, the user a placeholder (ADR 0033).
 */
const moduleCountsStatement = preparedStatement(sql`
  select count(*)::int as "totalModules",
    count(*) filter (where s.total > 0 and s.done >= s.total)::int as "completedModules",
    count(*) filter (where not (s.total > 0 and s.done >= s.total) and (s.touched or s.started))::int as "inProgressModules"
  from ${trainingModules} m
  cross join lateral (
    select count(distinct ma.id) as total,
      count(distinct ma.id) filter (where p.is_completed) as done,
      coalesce(bool_or(p.user_id is not null), false) as touched,
      exists (select 1 from ${moduleStarts} ms where ms.user_id = ${sql.placeholder('userId')} and ms.module_id = m.id) as started
    from ${moduleAudios} ma
    join ${audioFiles} f on f.id = ma.audio_file_id
    left join ${audioProgress} p on p.module_audio_id = ma.id and p.user_id = ${sql.placeholder('userId')}
    where ma.module_id = m.id
  ) s
  where m.is_active`);

export async function moduleCounts(db: Db, userId: string): Promise<ModuleCounts> {
  const [row] = rowsOf<ModuleCounts>(await moduleCountsStatement(db, { userId }));
  return row;
}
