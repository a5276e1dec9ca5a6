import { percentage } from '../../../shared/format';
import { localDay } from '../../../shared/tiers';
import { type AudioProgressBody, type ModuleDetail, type ModuleSummary, moduleStatus, unlockedFlags } from '../../../shared/contracts/training';
import type { AppDeps } from '../../context';
import type { AuthUser } from '../../plugins/auth';
import { notFound, unprocessable } from '../../lib/app-error';
import { findCompany } from '../accounts/accounts.service';
import { awardPoints } from '../points/points.service';
import { toModuleAudio, toProgress } from './training.mappers';
import { activeModules, applyProgress, audiosOf, findModule, findModuleAudio, type ModuleRow, progressOf, recordStart, startedModuleIds } from './training.repo';

const MODULE_NOT_FOUND = 'Module not found';

/** Modules are platform-wide; what differs per user is their progress. */
async function summaries(deps: AppDeps, user: AuthUser): Promise<ModuleSummary[]> {
  const modules = await activeModules(deps.db);
  const audios = await audiosOf(deps.db, modules.map((m) => m.id));
  const [progress, started] = await Promise.all([progressOf(deps.db, user.id, audios.map((a) => a.id)), startedModuleIds(deps.db, user.id)]);
  const completed = new Set(progress.filter((p) => p.isCompleted).map((p) => p.moduleAudioId));
  return modules.map((m) => {
    const own = audios.filter((a) => a.moduleId === m.id);
    const done = own.filter((a) => completed.has(a.id)).length;
    const touched = started.has(m.id) || progress.some((p) => own.some((a) => a.id === p.moduleAudioId));
    return summaryOf(m, own.length, done, touched);
  });
}

const summaryOf = (m: ModuleRow, total: number, done: number, started: boolean): ModuleSummary => ({
  id: m.id,
  title: m.title,
  description: m.description,
  isActive: m.isActive,
  moduleOrder: m.moduleOrder,
  status: moduleStatus(total, done, started),
  totalAudioFiles: total,
  completedAudioFiles: done,
  progressPercentage: percentage(done, total),
});

export async function listForUser(deps: AppDeps, user: AuthUser) {
  return { modules: await summaries(deps, user) };
}

export async function statsForUser(deps: AppDeps, user: AuthUser) {
  const modules = await summaries(deps, user);
  const completedModules = modules.filter((m) => m.status === 'completed').length;
  return {
    stats: {
      completedModules,
      inProgressModules: modules.filter((m) => m.status === 'in_progress').length,
      totalModules: modules.length,
      completionRate: percentage(completedModules, modules.length),
    },
  };
}

/** Inactive modules exist only for the admin who manages them. */
async function visibleModule(deps: AppDeps, user: AuthUser, id: string): Promise<ModuleRow> {
  const module = await findModule(deps.db, id);
  if (!module || (!module.isActive && user.role !== 'admin')) throw notFound(MODULE_NOT_FOUND);
  return module;
}

export async function moduleForUser(deps: AppDeps, user: AuthUser, id: string): Promise<{ module: ModuleDetail }> {
  const module = await visibleModule(deps, user, id);
  const audios = await audiosOf(deps.db, [id]);
  const [progress, started] = await Promise.all([progressOf(deps.db, user.id, audios.map((a) => a.id)), startedModuleIds(deps.db, user.id)]);
  const byAudio = new Map(progress.map((p) => [p.moduleAudioId, p]));
  const unlocked = unlockedFlags(
    audios.map((a) => byAudio.get(a.id)?.isCompleted === true),
    user.role === 'admin',
  );
  const audioFiles = audios.map((a, i) => {
    const p = byAudio.get(a.id);
    return { ...toModuleAudio(a), isUnlocked: unlocked[i], progress: p ? toProgress(p) : null };
  });
  const done = audioFiles.filter((a) => a.progress?.isCompleted).length;
  return { module: { ...summaryOf(module, audios.length, done, started.has(id) || progress.length > 0), audioFiles } };
}

/** The calendar day in the user's company time zone (Nairobi for users without a company). */
async function dayOf(deps: AppDeps, user: AuthUser, at: Date): Promise<string> {
  const company = user.companyId ? await findCompany(deps, user.companyId) : undefined;
  return localDay(at, company?.timeZone);
}

/**
 * Registers the start (once). Opening a module the user already completed earns REVISIT_TRAINING, at most
 * once per module per day: the ledger's sourceKey carries the day, so replays and reloads award nothing more.
 */
export async function startForUser(deps: AppDeps, user: AuthUser, id: string) {
  const now = deps.clock.now();
  const { module } = await moduleForUser(deps, user, id);
  await recordStart(deps.db, user.id, id, now);
  if (module.status === 'completed' && user.role !== 'admin') {
    const day = await dayOf(deps, user, now);
    await awardPoints(deps.db, {
      userId: user.id,
      companyId: user.companyId,
      activityType: 'REVISIT_TRAINING',
      description: `Revisited training module ${module.title}`,
      sourceKey: `revisit:${user.id}:${id}:${day}`,
      at: now,
    });
  }
  return { message: 'Module started', status: module.status === 'not_started' ? ('in_progress' as const) : module.status };
}

/**
 * One progress step of one audio. Completing is refused while the audio is still locked for this user
 * (the previous one not completed), so the order of the sequence holds on the server too.
 */
export async function saveProgress(deps: AppDeps, user: AuthUser, audioId: string, body: AudioProgressBody, key: string | null) {
  const audio = await findModuleAudio(deps.db, audioId);
  if (!audio || (!audio.isActive && user.role !== 'admin')) throw notFound('Audio not found');
  if (body.isCompleted && user.role !== 'admin' && audio.position > 1) {
    const { module } = await moduleForUser(deps, user, audio.moduleId);
    const current = module.audioFiles.find((a) => a.id === audioId);
    if (current && !current.isUnlocked) throw unprocessable('Complete the previous audio to unlock this one', 'AUDIO_LOCKED');
  }
  const now = deps.clock.now();
  await recordStart(deps.db, user.id, audio.moduleId, now);
  const row = await applyProgress(deps.db, { userId: user.id, moduleAudioId: audioId, ...body, at: now, key });
  return { message: 'Progress saved', progress: toProgress(row) };
}
