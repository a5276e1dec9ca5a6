import { audioUrl } from '@shared/audio-url';
import type { AdminModule, AudioProgress, ModuleAudio } from '@shared/contracts/training';
import type { AudioRow, ModuleRow, ProgressRow } from './training.repo';

/**
 * One audio of a module as a listener gets it: `phone` answers its phone version where one exists (agents stream
 * and download it, ADR 0052), `original` the file as uploaded (the platform admin's screens).
 */
export const toModuleAudio = (a: AudioRow, version: 'phone' | 'original' = 'original'): ModuleAudio => {
  const file =
    version === 'phone' && a.phoneFileName !== null && a.phoneFileSize !== null && a.phoneMimeType !== null
      ? { fileName: a.phoneFileName, fileSize: a.phoneFileSize, mimeType: a.phoneMimeType }
      : a;
  return {
    id: a.id,
    position: a.position,
    description: a.description,
    descriptionSw: a.descriptionSw,
    originalName: a.originalName,
    audioFileUrl: audioUrl(file.fileName),
    fileSize: file.fileSize,
    mimeType: file.mimeType,
    duration: a.duration,
  };
};

export const toProgress = (p: ProgressRow): AudioProgress => ({
  isCompleted: p.isCompleted,
  timeSpentSeconds: p.timeSpentSeconds,
  lastPlayedPosition: p.lastPlayedPosition,
  firstAccessDate: p.firstAccessDate.toISOString(),
  completionDate: p.completionDate ? p.completionDate.toISOString() : null,
  recordedAt: p.recordedAt.toISOString(),
});

export const toAdminModule = (m: ModuleRow, audios: AudioRow[]): AdminModule => {
  const own = audios.filter((a) => a.moduleId === m.id).map((a) => toModuleAudio(a));
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    titleSw: m.titleSw,
    descriptionSw: m.descriptionSw,
    isActive: m.isActive,
    moduleOrder: m.moduleOrder,
    totalAudioFiles: own.length,
    audioFiles: own,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
};
