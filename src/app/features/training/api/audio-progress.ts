import { type ModuleDetail, moduleStatus, type ModuleSummary, unlockedFlags, updateAudioProgress } from '@shared/contracts/training';
import { percentage } from '@shared/format';
import { enqueue } from '../../../offline/outbox';
import type { PendingRecord } from '../../../offline/local-records';
import { trainingKeys } from './training-keys';

/** The outbox collection of audio completions waiting to sync (progress-only steps keep no local copy). */
export const PROGRESS_COLLECTION = 'audio-progress';

export interface LocalCompletion {
  audioId: string;
  moduleId: string;
  position: number;
}

const invalidates = (moduleId: string) => [[...trainingKeys.module(moduleId)], [...trainingKeys.list()], [...trainingKeys.stats()]];

/** A listening step (time since the last step, position): queued, so it is sent once, now or when back online. */
export function queueProgress(moduleId: string, audio: { id: string; position: number }, timeSpentSeconds: number, lastPlayedPosition: number) {
  return enqueue(updateAudioProgress, {
    params: { id: audio.id },
    body: { timeSpentSeconds, lastPlayedPosition: Math.max(0, lastPlayedPosition), isCompleted: false },
    kind: 'audio.progress',
    label: `Listening progress, audio ${audio.position}`,
    invalidates: [[...trainingKeys.module(moduleId)]],
  });
}

/**
 * Marks an audio complete through the outbox with a local copy, so the next audio unlocks at once, offline
 * too. It waits for earlier completions of the module still in the queue (the server checks the order).
 */
export function queueCompletion(moduleId: string, audio: { id: string; position: number }, timeSpentSeconds: number, lastPlayedPosition: number, earlier: string[]) {
  const record: LocalCompletion = { audioId: audio.id, moduleId, position: audio.position };
  return enqueue(updateAudioProgress, {
    params: { id: audio.id },
    body: { timeSpentSeconds, lastPlayedPosition: Math.max(0, lastPlayedPosition), isCompleted: true },
    kind: 'audio.progress',
    label: `Complete audio ${audio.position}`,
    dependsOn: earlier,
    invalidates: invalidates(moduleId),
    local: { collection: PROGRESS_COLLECTION, record: { ...record } },
  });
}

/** The server's module with this user's queued completions applied: completed flags, counts and the unlock rule. */
export function mergeLocalCompletions(module: ModuleDetail, pending: Array<PendingRecord<LocalCompletion>>, isAdmin: boolean): ModuleDetail {
  const local = new Set(pending.filter((p) => p.record.moduleId === module.id && p.status !== 'needs_attention').map((p) => p.record.audioId));
  if (local.size === 0) return module;
  const completed = module.audioFiles.map((a) => a.progress?.isCompleted === true || local.has(a.id));
  const unlocked = unlockedFlags(completed, isAdmin);
  const audioFiles = module.audioFiles.map((a, i) => ({
    ...a,
    isUnlocked: unlocked[i],
    progress: completed[i] && !a.progress?.isCompleted
      ? { isCompleted: true, timeSpentSeconds: a.progress?.timeSpentSeconds ?? 0, lastPlayedPosition: a.progress?.lastPlayedPosition ?? 0, firstAccessDate: a.progress?.firstAccessDate ?? null, completionDate: null }
      : a.progress,
  }));
  const done = completed.filter(Boolean).length;
  const total = audioFiles.length;
  return {
    ...module,
    audioFiles,
    completedAudioFiles: done,
    progressPercentage: percentage(done, total),
    status: moduleStatus(total, done, true),
  };
}

/**
 * The module list with queued completions counted in (they are not on the server yet: an accepted entry
 * leaves the queue), so /training shows offline progress at once.
 */
export function mergeLocalIntoSummaries(modules: ModuleSummary[], pending: Array<PendingRecord<LocalCompletion>>): ModuleSummary[] {
  const active = pending.filter((p) => p.status !== 'needs_attention');
  if (active.length === 0) return modules;
  return modules.map((m) => {
    const extra = new Set(active.filter((p) => p.record.moduleId === m.id).map((p) => p.record.audioId)).size;
    if (extra === 0) return m;
    const done = Math.min(m.totalAudioFiles, m.completedAudioFiles + extra);
    return { ...m, completedAudioFiles: done, progressPercentage: percentage(done, m.totalAudioFiles), status: moduleStatus(m.totalAudioFiles, done, true) };
  });
}

/** The four figures of /training from a (merged) module list. */
export function statsOf(modules: ModuleSummary[]) {
  const completedModules = modules.filter((m) => m.status === 'completed').length;
  return {
    completedModules,
    inProgressModules: modules.filter((m) => m.status === 'in_progress').length,
    totalModules: modules.length,
    completionRate: percentage(completedModules, modules.length),
  };
}
