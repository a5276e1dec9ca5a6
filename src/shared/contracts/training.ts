import { z } from 'zod';
import { message } from './messages';
import { defineEndpoint } from './endpoint';
import { messageResponse, optionalFilter, pageOf, pageQuery, uuidParam } from './common';
import { AUDIO_MEDIA_TYPES } from './files';

const ALL = ['admin', 'company_admin', 'potential_agent', 'engaged_agent'] as const;
const ADMIN = ['admin'] as const;

export const MODULE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const moduleStatusSchema = z.enum(MODULE_STATUSES);
export type ModuleStatus = z.infer<typeof moduleStatusSchema>;

/** One user's progress on one audio of a module (spec part 2 §3). */
export const audioProgressSchema = z.object({
  isCompleted: z.boolean(),
  timeSpentSeconds: z.number().int(),
  lastPlayedPosition: z.number(),
  /** The act of the first report. */
  firstAccessDate: z.string().nullable(),
  /** The act of the completing report. */
  completionDate: z.string().nullable(),
  /** The act of the latest report (null on a copy made on the phone before the server has one). */
  recordedAt: z.string().nullable(),
});
export type AudioProgress = z.infer<typeof audioProgressSchema>;

export const moduleAudioSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  description: z.string().nullable(),
  originalName: z.string(),
  audioFileUrl: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  duration: z.number().nullable(),
});
export type ModuleAudio = z.infer<typeof moduleAudioSchema>;

export const agentAudioSchema = moduleAudioSchema.extend({
  isUnlocked: z.boolean(),
  progress: audioProgressSchema.nullable(),
});
export type AgentAudio = z.infer<typeof agentAudioSchema>;

export const moduleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  moduleOrder: z.number().int(),
  status: moduleStatusSchema,
  totalAudioFiles: z.number().int(),
  completedAudioFiles: z.number().int(),
  progressPercentage: z.number().int(),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const moduleDetailSchema = moduleSummarySchema.extend({ audioFiles: z.array(agentAudioSchema) });
export type ModuleDetail = z.infer<typeof moduleDetailSchema>;

/**
 * The sequential unlock rule of spec part 2 §4: the first audio is always unlocked, admins see every audio
 * unlocked, any other audio unlocks once the one before it is completed (on the server or locally).
 */
export function unlockedFlags(completed: readonly boolean[], isAdmin: boolean): boolean[] {
  return completed.map((_, i) => isAdmin || i === 0 || completed[i - 1] === true);
}

/** Status of a module for one user: completed when every audio is, in progress once started. */
export function moduleStatus(total: number, completedCount: number, started: boolean): ModuleStatus {
  if (total > 0 && completedCount >= total) return 'completed';
  return started || completedCount > 0 ? 'in_progress' : 'not_started';
}

// ---- agent ----

export const listTraining = defineEndpoint({
  method: 'GET',
  path: '/training',
  access: ALL,
  summary: 'Active training modules with the caller’s status, counts and percent',
  tag: 'training',
  scope: 'self',
  response: z.object({ modules: z.array(moduleSummarySchema) }),
});

export const trainingStats = defineEndpoint({
  method: 'GET',
  path: '/training/stats',
  access: ALL,
  summary: 'The caller’s training figures',
  tag: 'training',
  scope: 'self',
  response: z.object({
    stats: z.object({
      completedModules: z.number().int(),
      inProgressModules: z.number().int(),
      totalModules: z.number().int(),
      completionRate: z.number().int(),
    }),
  }),
});

export const getTrainingModule = defineEndpoint({
  method: 'GET',
  path: '/training/{id}',
  access: ALL,
  summary: 'A module with its audio files, the unlock flags and the caller’s progress',
  tag: 'training',
  scope: 'self',
  params: uuidParam,
  response: z.object({ module: moduleDetailSchema }),
});

export const startTraining = defineEndpoint({
  method: 'POST',
  path: '/training/{id}/start',
  access: ALL,
  summary: 'Register that the caller opened a module (a completed module opened again earns REVISIT_TRAINING once a day)',
  tag: 'training',
  scope: 'self',
  params: uuidParam,
  response: z.object({ message: z.string(), status: moduleStatusSchema }),
});

export const MAX_PROGRESS_STEP_SECONDS = 24 * 60 * 60;

export const audioProgressBody = z.object({
  /**
   * Seconds listened since the previous update: they add up on the server, at most as many as passed between the
   * two updates' acts (at up to 2× speed); completing needs 80 % of the audio's length listened.
   */
  timeSpentSeconds: z.number().int().min(0).max(MAX_PROGRESS_STEP_SECONDS),
  lastPlayedPosition: z.number().min(0).max(MAX_PROGRESS_STEP_SECONDS),
  isCompleted: z.boolean(),
});
export type AudioProgressBody = z.infer<typeof audioProgressBody>;

export const updateAudioProgress = defineEndpoint({
  method: 'PUT',
  path: '/training/audio/{id}/progress',
  access: ALL,
  summary: 'Add listening time, keep the last position, mark complete (sticky); applied once per Idempotency-Key',
  tag: 'training',
  scope: 'self',
  params: uuidParam,
  body: audioProgressBody,
  response: z.object({ message: z.string(), progress: audioProgressSchema }),
});

// ---- admin ----

export const adminModuleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  moduleOrder: z.number().int(),
  totalAudioFiles: z.number().int(),
  audioFiles: z.array(moduleAudioSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminModulesQuery = pageQuery.extend({
  title: optionalFilter,
  status: z.enum(['active', 'inactive', '']).optional().transform((v) => (v ? v : undefined)),
});

export const adminListModules = defineEndpoint({
  method: 'GET',
  path: '/training/admin/modules',
  access: ADMIN,
  summary: 'Every module (filters title, status) with its audio files, paginated',
  tag: 'training-admin',
  scope: 'none',
  query: adminModulesQuery,
  response: pageOf('modules', adminModuleSchema),
});

export const adminModuleStats = defineEndpoint({
  method: 'GET',
  path: '/training/admin/modules/stats',
  access: ADMIN,
  summary: 'Module and audio file counts',
  tag: 'training-admin',
  scope: 'none',
  response: z.object({ stats: z.object({ totalModules: z.number().int(), activeModules: z.number().int(), totalAudioFiles: z.number().int() }) }),
});

export const availableAudioFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  fileName: z.string(),
  fileSizeFormatted: z.string(),
  type: z.string(),
  createdAt: z.string(),
});

export const adminAudioFiles = defineEndpoint({
  method: 'GET',
  path: '/training/admin/audio-files',
  access: ADMIN,
  summary: 'Audio files stored on the server',
  tag: 'training-admin',
  scope: 'none',
  response: z.object({ audioFiles: z.array(availableAudioFileSchema) }),
});

export const MODULE_TITLE_REQUIRED = 'Title is required';
export const AUDIO_REQUIRED = 'Please upload at least one audio file for this module.';

/**
 * The text fields of the module form (multipart): title, description, isActive, the ids of existing module
 * audio to keep when editing (`keepAudioIds`, repeated), and the new files as repeated `audioFiles`.
 */
export const moduleFormFields = z.object({
  title: z.string().trim().min(1, message(MODULE_TITLE_REQUIRED)).max(200),
  description: z.string().trim().max(5000).default(''),
  isActive: z.union([z.boolean(), z.enum(['true', 'false'])]).transform((v) => v === true || v === 'true').default(true),
  keepAudioIds: z.array(z.uuid()).max(100).default([]),
});
export type ModuleFormFields = z.infer<typeof moduleFormFields>;

const moduleSaved = z.object({ message: z.string(), module: adminModuleSchema });

export const createModule = defineEndpoint({
  method: 'POST',
  path: '/training/admin/modules',
  access: ADMIN,
  summary: 'Create a module (multipart: title, description, isActive, repeated audioFiles)',
  tag: 'training-admin',
  scope: 'none',
  bodyKind: 'multipart',
  fileParts: { audioFiles: { types: AUDIO_MEDIA_TYPES, required: true, repeated: true } },
  body: moduleFormFields,
  successStatus: 201,
  response: moduleSaved,
});

export const updateModule = defineEndpoint({
  method: 'PUT',
  path: '/training/admin/modules/{id}',
  access: ADMIN,
  summary: 'Update a module (multipart; keepAudioIds lists the existing audio to keep, audioFiles adds new ones)',
  tag: 'training-admin',
  scope: 'none',
  params: uuidParam,
  bodyKind: 'multipart',
  fileParts: { audioFiles: { types: AUDIO_MEDIA_TYPES, repeated: true } },
  body: moduleFormFields,
  response: moduleSaved,
});

export const deleteModule = defineEndpoint({
  method: 'DELETE',
  path: '/training/admin/modules/{id}',
  access: ADMIN,
  summary: 'Delete a module with its progress records',
  tag: 'training-admin',
  scope: 'none',
  params: uuidParam,
  response: messageResponse,
});

export const toggleModule = defineEndpoint({
  method: 'PATCH',
  path: '/training/admin/modules/{id}/toggle',
  access: ADMIN,
  summary: 'Switch a module between active and inactive',
  tag: 'training-admin',
  scope: 'none',
  params: uuidParam,
  response: moduleSaved,
});
