import { z } from 'zod/mini';
import { message } from './messages';
import { defineEndpoint } from './endpoint';
import { messageResponse, optionalFilter, pageOf, pageQuery, uuidParam } from './common';
import { AUDIO_MEDIA_TYPES, AUDIO_TYPES, PHONE_VERSION_FIELD } from './files';
import { kiswahiliInput, kiswahiliText } from './kiswahili-text';

export const MODULE_STATUSES = ['not_started', 'in_progress', 'completed'] as const;
export const moduleStatusSchema = z.enum(MODULE_STATUSES);
export type ModuleStatus = z.infer<typeof moduleStatusSchema>;

/** One user's progress on one audio of a module (spec part 2 §3). */
export const audioProgressSchema = z.object({
  isCompleted: z.boolean(),
  timeSpentSeconds: z.number().check(z.int()),
  lastPlayedPosition: z.number(),
  /** The act of the first report. */
  firstAccessDate: z.nullable(z.string()),
  /** The act of the completing report. */
  completionDate: z.nullable(z.string()),
  /** The act of the latest report (null on a copy made on the phone before the server has one). */
  recordedAt: z.nullable(z.string()),
});
export type AudioProgress = z.infer<typeof audioProgressSchema>;

export const moduleAudioSchema = z.object({
  id: z.uuid(),
  position: z.number().check(z.int()),
  description: z.nullable(z.string()),
  descriptionSw: kiswahiliText,
  originalName: z.string(),
  audioFileUrl: z.string(),
  fileSize: z.number().check(z.int()),
  mimeType: z.string(),
  duration: z.nullable(z.number()),
});
export type ModuleAudio = z.infer<typeof moduleAudioSchema>;

export const agentAudioSchema = z.extend(moduleAudioSchema, {
  isUnlocked: z.boolean(),
  progress: z.nullable(audioProgressSchema),
});
export type AgentAudio = z.infer<typeof agentAudioSchema>;

export const moduleSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.nullable(z.string()),
  titleSw: kiswahiliText,
  descriptionSw: kiswahiliText,
  isActive: z.boolean(),
  moduleOrder: z.number().check(z.int()),
  status: moduleStatusSchema,
  totalAudioFiles: z.number().check(z.int()),
  completedAudioFiles: z.number().check(z.int()),
  progressPercentage: z.number().check(z.int()),
});
export type ModuleSummary = z.infer<typeof moduleSummarySchema>;

export const moduleDetailSchema = z.extend(moduleSummarySchema, { audioFiles: z.array(agentAudioSchema) });
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
  permission: 'training.learn',
  summary: 'Active training modules with the caller’s status, counts and percent',
  tag: 'training',
  response: z.object({ modules: z.array(moduleSummarySchema) }),
});

export const trainingStats = defineEndpoint({
  method: 'GET',
  path: '/training/stats',
  permission: 'training.learn',
  summary: 'The caller’s training figures',
  tag: 'training',
  response: z.object({
    stats: z.object({
      completedModules: z.number().check(z.int()),
      inProgressModules: z.number().check(z.int()),
      totalModules: z.number().check(z.int()),
      completionRate: z.number().check(z.int()),
    }),
  }),
});

export const getTrainingModule = defineEndpoint({
  method: 'GET',
  path: '/training/{id}',
  permission: 'training.learn',
  summary: 'A module with its audio files, the unlock flags and the caller’s progress',
  tag: 'training',
  params: uuidParam,
  response: z.object({ module: moduleDetailSchema }),
});

export const startTraining = defineEndpoint({
  offline: true,
  method: 'POST',
  path: '/training/{id}/start',
  permission: 'training.learn',
  summary: 'Register that the caller opened a module (a completed module opened again earns REVISIT_TRAINING once a day)',
  tag: 'training',
  params: uuidParam,
  response: z.object({ message: z.string(), status: moduleStatusSchema }),
});

export const MAX_PROGRESS_STEP_SECONDS = 24 * 60 * 60;

export const audioProgressBody = z.object({
  /**
   * Seconds listened since the previous update: they add up on the server, at most as many as passed between the
   * two updates' acts (at up to 2× speed); completing needs 80 % of the audio's length listened.
   */
  timeSpentSeconds: z.number().check(z.int(), z.gte(0), z.lte(MAX_PROGRESS_STEP_SECONDS)),
  lastPlayedPosition: z.number().check(z.gte(0), z.lte(MAX_PROGRESS_STEP_SECONDS)),
  isCompleted: z.boolean(),
});
export type AudioProgressBody = z.infer<typeof audioProgressBody>;

export const updateAudioProgress = defineEndpoint({
  offline: true,
  method: 'PUT',
  path: '/training/audio/{id}/progress',
  permission: 'training.learn',
  summary: 'Add listening time, keep the last position, mark complete (sticky); applied once per Idempotency-Key',
  tag: 'training',
  params: uuidParam,
  body: audioProgressBody,
  response: z.object({ message: z.string(), progress: audioProgressSchema }),
});

// ---- admin ----

export const adminModuleSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.nullable(z.string()),
  titleSw: kiswahiliText,
  descriptionSw: kiswahiliText,
  isActive: z.boolean(),
  moduleOrder: z.number().check(z.int()),
  totalAudioFiles: z.number().check(z.int()),
  audioFiles: z.array(moduleAudioSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminModule = z.infer<typeof adminModuleSchema>;

export const adminModulesQuery = z.extend(pageQuery, {
  title: optionalFilter,
  status: z.pipe(z.optional(z.enum(['active', 'inactive', ''])), z.transform((v) => (v ? v : undefined))),
});

export const adminListModules = defineEndpoint({
  method: 'GET',
  path: '/training/admin/modules',
  permission: 'training.manage',
  summary: 'Every module (filters title, status) with its audio files, paginated',
  tag: 'training-admin',
  query: adminModulesQuery,
  response: pageOf('modules', adminModuleSchema),
});

export const adminModuleStats = defineEndpoint({
  method: 'GET',
  path: '/training/admin/modules/stats',
  permission: 'training.manage',
  summary: 'Module and audio file counts',
  tag: 'training-admin',
  response: z.object({ stats: z.object({ totalModules: z.number().check(z.int()), activeModules: z.number().check(z.int()), totalAudioFiles: z.number().check(z.int()) }) }),
});

export const availableAudioFileSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  fileName: z.string(),
  /** Bytes: screens word the size; fileSizeFormatted ('1.98 MB') is the spec's English one, for API clients. */
  fileSize: z.number().check(z.int()),
  fileSizeFormatted: z.string(),
  type: z.string(),
  createdAt: z.string(),
});

export const adminAudioFiles = defineEndpoint({
  method: 'GET',
  path: '/training/admin/audio-files',
  permission: 'training.manage',
  summary: 'Audio files stored on the server',
  tag: 'training-admin',
  response: z.object({ audioFiles: z.array(availableAudioFileSchema) }),
});

export const MODULE_TITLE_REQUIRED = 'Title is required';
export const AUDIO_REQUIRED = 'Please upload at least one audio file for this module.';
export const AUDIO_TITLES_COUNT = 'Send one audio title per audio file, or none.';

/** An audio's title as admins write it (agents see it under "Audio n"); empty for none. */
const audioTitles = z._default(z.array(z.string().check(z.trim(), z.maxLength(200))).check(z.maxLength(100)), []);

/**
 * The text fields of the module form (multipart): title, description, their optional Kiswahili texts, isActive, the ids of existing module
 * audio to keep when editing (`keepAudioIds`, repeated), and the new files as repeated `audioFiles`. `audioTitles` and
 * `audioTitlesSw` (repeated, each optional) title every audio of the module: the kept ones in `keepAudioIds`' order,
 * then the new files in theirs; an empty one means no title (Kiswahili: the English one is shown).
 */
export const moduleFormFields = z.object({
  title: z.string().check(z.trim(), z.minLength(1, message(MODULE_TITLE_REQUIRED)), z.maxLength(200)),
  description: z._default(z.string().check(z.trim(), z.maxLength(5000)), ''),
  titleSw: kiswahiliInput(200),
  descriptionSw: kiswahiliInput(5000),
  isActive: z._default(z.pipe(z.union([z.boolean(), z.enum(['true', 'false'])]), z.transform((v) => v === true || v === 'true')), true),
  keepAudioIds: z._default(z.array(z.uuid()).check(z.maxLength(100)), []),
  audioTitles,
  audioTitlesSw: audioTitles,
});
export type ModuleFormFields = z.infer<typeof moduleFormFields>;

const moduleSaved = z.object({ message: z.string(), module: adminModuleSchema });

export const createModule = defineEndpoint({
  method: 'POST',
  path: '/training/admin/modules',
  permission: 'training.manage',
  summary: 'Create a module (multipart: title, description, titleSw and descriptionSw (optional), isActive, repeated audioFiles, each optionally followed by its phoneVersion, repeated audioTitles and audioTitlesSw)',
  tag: 'training-admin',
  bodyKind: 'multipart',
  fileParts: { audioFiles: { types: AUDIO_MEDIA_TYPES, required: true, repeated: true }, [PHONE_VERSION_FIELD]: { types: [AUDIO_TYPES.ogg], repeated: true } },
  body: moduleFormFields,
  successStatus: 201,
  response: moduleSaved,
});

export const updateModule = defineEndpoint({
  method: 'PUT',
  path: '/training/admin/modules/{id}',
  permission: 'training.manage',
  summary: 'Update a module (multipart; keepAudioIds lists the existing audio to keep, audioFiles adds new ones, each optionally followed by its phoneVersion; audioTitles and audioTitlesSw title the kept then the new audio)',
  tag: 'training-admin',
  params: uuidParam,
  bodyKind: 'multipart',
  fileParts: { audioFiles: { types: AUDIO_MEDIA_TYPES, repeated: true }, [PHONE_VERSION_FIELD]: { types: [AUDIO_TYPES.ogg], repeated: true } },
  body: moduleFormFields,
  response: moduleSaved,
});

export const deleteModule = defineEndpoint({
  method: 'DELETE',
  path: '/training/admin/modules/{id}',
  permission: 'training.manage',
  summary: 'Delete a module with its progress records',
  tag: 'training-admin',
  params: uuidParam,
  response: messageResponse,
});

export const toggleModule = defineEndpoint({
  method: 'PATCH',
  path: '/training/admin/modules/{id}/toggle',
  permission: 'training.manage',
  summary: 'Switch a module between active and inactive',
  tag: 'training-admin',
  params: uuidParam,
  response: moduleSaved,
});
