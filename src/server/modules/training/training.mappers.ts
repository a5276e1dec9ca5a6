import { audioUrl } from '../../../shared/audio-url';
import type { AdminModule, AudioProgress, ModuleAudio } from '../../../shared/contracts/training';
import type { AudioRow, ModuleRow, ProgressRow } from './training.repo';

export const toModuleAudio = (a: AudioRow): ModuleAudio => ({
  id: a.id,
  position: a.position,
  description: a.description,
  originalName: a.originalName,
  audioFileUrl: audioUrl(a.fileName),
  fileSize: a.fileSize,
  mimeType: a.mimeType,
  duration: a.duration,
});

export const toProgress = (p: ProgressRow): AudioProgress => ({
  isCompleted: p.isCompleted,
  timeSpentSeconds: p.timeSpentSeconds,
  lastPlayedPosition: p.lastPlayedPosition,
  firstAccessDate: p.firstAccessDate.toISOString(),
  completionDate: p.completionDate ? p.completionDate.toISOString() : null,
  recordedAt: p.recordedAt.toISOString(),
});

export const toAdminModule = (m: ModuleRow, audios: AudioRow[]): AdminModule => {
  const own = audios.filter((a) => a.moduleId === m.id).map(toModuleAudio);
  return {
    id: m.id,
    title: m.title,
    description: m.description,
    isActive: m.isActive,
    moduleOrder: m.moduleOrder,
    totalAudioFiles: own.length,
    audioFiles: own,
    createdAt: m.createdAt.toISOString(),
    updatedAt: m.updatedAt.toISOString(),
  };
};
