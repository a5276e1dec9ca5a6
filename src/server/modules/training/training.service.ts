import { percentage } from '@shared/format';
import { localDay } from '@shared/tiers';
import { type AudioProgressBody, type ModuleDetail, type ModuleSummary, moduleStatus, unlockedFlags } from '@shared/contracts/training';
import type { AppDeps } from '@server/context';
import type { AuthUser } from '@server/plugins/auth';
import { forbidden, notFound, unprocessable } from '@server/lib/app-error';
import { awardPoints } from '../points/points.service';
import { toModuleAudio, toProgress } from './training.mappers';
import { grantableSeconds, secondsToComplete } from './listening';
import {
  activeModules,
  applyProgress,
  audiosOf,
  findModule,
  findModuleAudio,
  type ModuleRow,
  moduleCounts,
  playableSince,
  progressOf,
  recordStart,
  startedModuleIds,
} from './training.repo';

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
  titleSw: m.titleSw,
  descriptionSw: m.descriptionSw,
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
  const { completedModules, inProgressModules, totalModules } = await moduleCounts(deps.db, user.id);
  return { stats: { completedModules, inProgressModules, totalModules, completionRate: percentage(completedModules, totalModules) } };
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
    return { ...toModuleAudio(a, user.role === 'admin' ? 'original' : 'phone'), isUnlocked: unlocked[i], progress: p ? toProgress(p) : null };
  });
  const done = audioFiles.filter((a) => a.progress?.isCompleted).length;
  return { module: { ...summaryOf(module, audios.length, done, started.has(id) || progress.length > 0), audioFiles } };
}

/** The calendar day in the user's company time zone (Nairobi for users without a company). */
function dayOf(user: AuthUser, at: Date): string {
  return localDay(at, user.company?.timeZone);
}

/**
 * Registers the start at its act (the earliest one counts). Opening a module the user already completed earns
 * REVISIT_TRAINING, at most once per module per day of the act: the ledger's sourceKey carries the day, so
 * replays and reloads award nothing more.
 */
export async function startForUser(deps: AppDeps, user: AuthUser, id: string, occurredAt: Date) {
  const { module } = await moduleForUser(deps, user, id);
  await recordStart(deps.db, user.id, id, occurredAt);
  if (module.status === 'completed' && user.role !== 'admin') {
    const day = dayOf(user, occurredAt);
    await awardPoints(deps.db, {
      userId: user.id,
      companyId: user.companyId,
      activityType: 'REVISIT_TRAINING',
      description: `Revisited training module ${module.title}`,
      sourceKey: `revisit:${user.id}:${id}:${day}`,
      recordedAt: occurredAt,
      receivedAt: deps.clock.now(),
    });
  }
  return { message: 'Module started', status: module.status === 'not_started' ? ('in_progress' as const) : module.status };
}

/**
 * One progress step of one audio, made at `occurredAt`. The time it adds is at most the time since the user's
 * previous act on this audio (or since the audio became playable to them) at up to 2× speed (listening.ts), so
 * reports sent together after a day offline add what was really listened and a burst of calls adds nothing.
 * Completing needs 80 % of the audio's length listened (of the length the player reports when the server could
 * not read it), is refused while the audio is still locked (the previous one not completed), and is not for
 * platform admins, who preview training without taking it.
 */
export async function saveProgress(deps: AppDeps, user: AuthUser, audioId: string, body: AudioProgressBody, key: string | null, occurredAt: Date) {
  const audio = await findModuleAudio(deps.db, audioId);
  if (!audio || (!audio.isActive && user.role !== 'admin')) throw notFound('Audio not found');
  if (body.isCompleted && user.role === 'admin') throw forbidden('Platform admins preview training audio; only learners complete it.');
  if (body.isCompleted && audio.position > 1) {
    const { module } = await moduleForUser(deps, user, audio.moduleId);
    const current = module.audioFiles.find((a) => a.id === audioId);
    if (current && !current.isUnlocked) throw unprocessable('Complete the previous audio to unlock this one', 'AUDIO_LOCKED');
  }
  const since = await playableSince(deps.db, user.id, audio.moduleId, audio.position);
  await recordStart(deps.db, user.id, audio.moduleId, occurredAt);
  const step = { userId: user.id, moduleAudioId: audioId, lastPlayedPosition: body.lastPlayedPosition, isCompleted: body.isCompleted, at: deps.clock.now(), recordedAt: occurredAt, key };
  const row = await applyProgress(deps.db, step, (current) => {
    const granted = grantableSeconds(body.timeSpentSeconds, current?.recordedAt ?? since, occurredAt);
    if (body.isCompleted && !current?.isCompleted) {
      const listened = (current?.timeSpentSeconds ?? 0) + granted;
      const needed = secondsToComplete(audio.duration ?? Math.max(current?.lastPlayedPosition ?? 0, body.lastPlayedPosition));
      if (listened < needed) {
        throw unprocessable(`Listen to the audio before marking it complete: ${listened} of the ${needed} seconds needed so far.`, 'LISTENING_INCOMPLETE');
      }
    }
    return granted;
  });
  return { message: 'Progress saved', progress: toProgress(row) };
}
