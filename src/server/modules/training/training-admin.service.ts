import { paginate } from '@shared/contracts/common';
import { formatFileSize } from '@shared/format';
import { AUDIO_REQUIRED, AUDIO_TITLES_COUNT, type ModuleFormFields, moduleFormFields } from '@shared/contracts/training';
import type { AppDeps } from '@server/context';
import type { AuthUser } from '@server/plugins/auth';
import type { Upload } from '@server/plugins/endpoint-table';
import { badRequest, notFound } from '@server/lib/app-error';
import { commitAudioFiles, discardAudio, readAudioUpload } from '../files/files.service';
import {
  allAudioFiles,
  createModuleRow,
  deleteModuleRow,
  keptAudioCount,
  listModulesPage,
  moduleCounts,
  type AudioTitles,
  type ModuleFilters,
  toggleModuleRow,
  updateModuleRow,
} from './training-admin.repo';
import { toAdminModule } from './training.mappers';
import { audiosOf, type ModuleRow } from './training.repo';

const MODULE_NOT_FOUND = 'Module not found';

async function withAudios(deps: AppDeps, rows: ModuleRow[]) {
  const audios = await audiosOf(deps.db, rows.map((r) => r.id));
  return rows.map((r) => toAdminModule(r, audios));
}

export async function listModules(deps: AppDeps, filters: ModuleFilters, page: number, limit: number) {
  const { rows, total } = await listModulesPage(deps.db, filters, page, limit);
  return { modules: await withAudios(deps, rows), pagination: paginate(page, limit, total) };
}

export async function adminStats(deps: AppDeps) {
  return { stats: await moduleCounts(deps.db) };
}

export async function availableAudio(deps: AppDeps) {
  const rows = await allAudioFiles(deps.db);
  return {
    audioFiles: rows.map((r) => ({
      id: r.id,
      name: r.originalName,
      fileName: r.fileName,
      fileSize: r.fileSize,
      fileSizeFormatted: formatFileSize(r.fileSize),
      type: r.fileName.split('.').pop() ?? '',
      createdAt: r.createdAt.toISOString(),
    })),
  };
}

/** Reads the module form (multipart) with the messages of spec part 2 §5; the new files wait in the temp folder. */
async function readModuleForm(deps: AppDeps, upload: Upload | null) {
  if (!upload) throw badRequest(AUDIO_REQUIRED);
  const form = await readAudioUpload(deps, upload, 'audioFiles', {
    invalidType: (name) => `${name} is not a valid audio file`,
    tooLarge: (name) => `${name} is too large. Maximum size is 50MB`,
  });
  const parsed = moduleFormFields.safeParse({ ...form.fields, ...Object.fromEntries(LIST_FIELDS.map((name) => [name, listOf(form.fields[name])])) });
  if (!parsed.success) {
    await discardAudio(form.files);
    const fields = Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'request', i.message]));
    const [first] = Object.values(fields);
    throw badRequest(first ?? 'Invalid request', fields);
  }
  const titles = audioTitlesOf(parsed.data, form.files.length);
  if (titles === 'mismatch') {
    await discardAudio(form.files);
    throw badRequest(AUDIO_TITLES_COUNT, { audioTitles: AUDIO_TITLES_COUNT });
  }
  return { values: parsed.data, files: form.files, titles };
}

/** Repeated multipart fields: absent, one value, or many. */
const LIST_FIELDS = ['keepAudioIds', 'audioTitles', 'audioTitlesSw'] as const;
const listOf = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * The titles the form sent, one per audio (the kept in `keepAudioIds`' order, then the new files), or null when it
 * sent none; 'mismatch' when the counts do not match the audio.
 */
function audioTitlesOf(values: ModuleFormFields, newFiles: number): AudioTitles | null | 'mismatch' {
  const { audioTitles: english, audioTitlesSw: kiswahili, keepAudioIds: keep } = values;
  if (english.length === 0 && kiswahili.length === 0) return null;
  const count = keep.length + newFiles;
  if (english.length !== count || (kiswahili.length !== 0 && kiswahili.length !== count)) return 'mismatch';
  const titles = english.map((title, i) => ({ description: title || null, descriptionSw: kiswahili[i] || null }));
  return { kept: new Map(keep.map((id, i) => [id, titles[i]!])), added: titles.slice(keep.length) };
}

export async function createModule(deps: AppDeps, user: AuthUser, upload: Upload | null) {
  const { values, files, titles } = await readModuleForm(deps, upload);
  if (files.length === 0) throw badRequest(AUDIO_REQUIRED, { audioFiles: AUDIO_REQUIRED });
  await commitAudioFiles(deps, files);
  const row = await createModuleRow(deps.db, { ...values, at: deps.clock.now() }, files, user.id, titles);
  const [module] = await withAudios(deps, [row]);
  return { message: 'Training module created successfully', module };
}

export async function updateModule(deps: AppDeps, user: AuthUser, id: string, upload: Upload | null) {
  const { values, files, titles } = await readModuleForm(deps, upload);
  const kept = await keptAudioCount(deps.db, id, values.keepAudioIds);
  if (kept + files.length === 0) {
    await discardAudio(files);
    throw badRequest(AUDIO_REQUIRED, { audioFiles: AUDIO_REQUIRED });
  }
  await commitAudioFiles(deps, files);
  const row = await updateModuleRow(deps.db, id, { ...values, at: deps.clock.now() }, values.keepAudioIds, files, user.id, titles);
  if (!row) throw notFound(MODULE_NOT_FOUND);
  const [module] = await withAudios(deps, [row]);
  return { message: 'Training module updated successfully', module };
}

export async function deleteModule(deps: AppDeps, id: string) {
  if (!(await deleteModuleRow(deps.db, id))) throw notFound(MODULE_NOT_FOUND);
  return { message: 'Module deleted successfully' };
}

export async function toggleModule(deps: AppDeps, id: string) {
  const row = await toggleModuleRow(deps.db, id, deps.clock.now());
  if (!row) throw notFound(MODULE_NOT_FOUND);
  const [module] = await withAudios(deps, [row]);
  return { message: 'Module status updated successfully', module };
}
