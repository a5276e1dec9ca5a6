import { type ModuleDetail, moduleStatus, type ModuleSummary, unlockedFlags } from '@shared/contracts/training';
import { percentage } from '@shared/format';
import type { PendingRecord } from '@app/offline/local-records';
import type { LocalCompletion } from '../api/audio-progress';

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
      ? { isCompleted: true, timeSpentSeconds: a.progress?.timeSpentSeconds ?? 0, lastPlayedPosition: a.progress?.lastPlayedPosition ?? 0, firstAccessDate: a.progress?.firstAccessDate ?? null, completionDate: null, recordedAt: a.progress?.recordedAt ?? null }
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
