import { createHash } from 'node:crypto';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { readFileSync } from 'node:fs';
import type { AppDeps } from '../context';
import { blobsOf } from '../db/blobs-of';
import { audioFiles, audioProgress, audioVariants, moduleAudios, moduleStarts, trainingModules, users } from '../db/schema';
import { audioKey, type BlobStore } from '../lib/blob-store';
import { probeDuration } from '../modules/files/files.service';

const AUDIO_SOURCE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'audio');

const MIME = { mp3: 'audio/mpeg', ogg: 'audio/ogg' } as const;

/** Writes one demo file into the blob store under its content address: its stored name, size and length. */
async function storeDemoFile(store: BlobStore, file: string) {
  const source = path.join(AUDIO_SOURCE, file);
  const ext = file.endsWith('.mp3') ? 'mp3' : 'ogg';
  const bytes = readFileSync(source);
  const fileName = `${createHash('sha256').update(bytes).digest('hex')}.${ext}`;
  await store.put(audioKey(fileName), Readable.from([bytes]), { size: bytes.length, contentType: MIME[ext] });
  return { fileName, size: bytes.length, mimeType: MIME[ext], duration: await probeDuration(source, ext, bytes.length) };
}

/**
 * Three active modules (espeak-ng speech, in seed/audio/): two of two short 8 kHz mono OGG files each, already
 * phone-sized, and a spoken lesson of about three minutes as an admin would upload it (MP3, 96 kbps) with the
 * phone version the admin's browser made of it (mono Opus, 24 kbps; ADR 0052).
 */
const DEMO_MODULES: Array<{
  title: string;
  titleSw: string;
  description: string;
  descriptionSw: string;
  audios: Array<{ file: string; phone?: string; description: string; descriptionSw: string }>;
}> = [
  {
    title: 'Choosing and handling certified seed',
    titleSw: 'Kuchagua na kutunza mbegu zilizoidhinishwa',
    description: 'Why certified seed matters, how to check a packet and how to store seed until planting.',
    descriptionSw: 'Kwa nini mbegu zilizoidhinishwa ni muhimu, jinsi ya kukagua pakiti na jinsi ya kuhifadhi mbegu hadi wakati wa kupanda.',
    audios: [
      { file: 'seed-selection-1.ogg', description: 'Buy certified seed from a registered agro-dealer', descriptionSw: 'Nunua mbegu zilizoidhinishwa kwa muuzaji wa pembejeo aliyesajiliwa' },
      { file: 'seed-selection-2.ogg', description: 'Check the seal and expiry date; store seed cool and dry', descriptionSw: 'Kagua muhuri na tarehe ya mwisho wa matumizi; hifadhi mbegu mahali pakavu na penye baridi' },
    ],
  },
  {
    title: 'Visiting farmers',
    titleSw: 'Kuwatembelea wakulima',
    description: 'Plan a visit, listen before you advise, agree on the next step and record it in the app.',
    descriptionSw: 'Panga ziara, sikiliza kabla ya kushauri, kubalianeni hatua inayofuata na uirekodi kwenye programu.',
    audios: [
      { file: 'farmer-visits-1.ogg', description: 'Plan the visit and listen first', descriptionSw: 'Panga ziara na usikilize kwanza' },
      { file: 'farmer-visits-2.ogg', description: 'Agree on the next step and record the visit', descriptionSw: 'Kubalianeni hatua inayofuata na urekodi ziara' },
    ],
  },
  {
    title: 'Keeping the harvest safe',
    titleSw: 'Kuhifadhi mavuno salama',
    description: 'Dry, test, clean and store grain so that it keeps its value until it is sold.',
    descriptionSw: 'Kausha, pima, safisha na uhifadhi nafaka ili ibaki na thamani yake hadi itakapouzwa.',
    audios: [
      {
        file: 'storing-the-harvest.mp3',
        phone: 'storing-the-harvest.phone.ogg',
        description: 'From the field to the store: drying, the salt test and hermetic bags',
        descriptionSw: 'Kutoka shambani hadi ghalani: kukausha, kipimo cha chumvi na mifuko isiyopitisha hewa',
      },
    ],
  },
];

/**
 * Writes the demo audio into the blob store (so every process serves it, ADR 0049) and creates the modules, with progress for the demo
 * agents: the SeedSasa agent finished module 1 and started module 2; the Everlend agent is half-way through
 * module 1; the recruit has not started.
 */
export async function seedTraining(deps: AppDeps): Promise<void> {
  const store = blobsOf(deps);
  const accounts = await deps.db.select({ id: users.id, email: users.email }).from(users);
  const byEmail = new Map(accounts.map((u) => [u.email, u.id]));
  const adminId = byEmail.get('admin@demo.local') ?? null;
  const now = deps.clock.now();
  const createdAudios: string[][] = [];
  const moduleIds: string[] = [];

  for (const [order, spec] of DEMO_MODULES.entries()) {
    const [module] = await deps.db
      .insert(trainingModules)
      .values({ title: spec.title, titleSw: spec.titleSw, description: spec.description, descriptionSw: spec.descriptionSw, isActive: true, moduleOrder: order + 1 })
      .returning({ id: trainingModules.id });
    moduleIds.push(module.id);
    const ids: string[] = [];
    for (const [i, audio] of spec.audios.entries()) {
      const original = await storeDemoFile(store, audio.file);
      const phone = audio.phone ? await storeDemoFile(store, audio.phone) : null;
      const [file] = await deps.db
        .insert(audioFiles)
        .values({
          originalName: audio.file,
          fileName: original.fileName,
          fileSize: original.size,
          mimeType: original.mimeType,
          duration: original.duration ?? phone?.duration ?? null,
          uploadedById: adminId,
        })
        .returning({ id: audioFiles.id });
      if (phone) {
        await deps.db.insert(audioVariants).values({ audioFileId: file.id, variant: 'phone', fileName: phone.fileName, fileSize: phone.size, mimeType: phone.mimeType });
      }
      const [row] = await deps.db
        .insert(moduleAudios)
        .values({ moduleId: module.id, audioFileId: file.id, position: i + 1, description: audio.description, descriptionSw: audio.descriptionSw })
        .returning({ id: moduleAudios.id });
      ids.push(row.id);
    }
    createdAudios.push(ids);
  }

  const day = 24 * 60 * 60 * 1000;
  const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * day);
  const seedAgent = byEmail.get('agent.seedsasa@demo.local');
  const lenderAgent = byEmail.get('agent.everlend@demo.local');
  const [m1, m2] = createdAudios;
  if (seedAgent) {
    await deps.db.insert(moduleStarts).values(moduleIds.map((moduleId, i) => ({ userId: seedAgent, moduleId, startedAt: at(6 - i * 3) })));
    await deps.db.insert(audioProgress).values([
      { userId: seedAgent, moduleAudioId: m1[0], timeSpentSeconds: 9, lastPlayedPosition: 8.1, isCompleted: true, firstAccessDate: at(6), completionDate: at(6), updatedAt: at(6), recordedAt: at(6) },
      { userId: seedAgent, moduleAudioId: m1[1], timeSpentSeconds: 8, lastPlayedPosition: 7.3, isCompleted: true, firstAccessDate: at(5), completionDate: at(5), updatedAt: at(5), recordedAt: at(5) },
      { userId: seedAgent, moduleAudioId: m2[0], timeSpentSeconds: 4, lastPlayedPosition: 4, isCompleted: false, firstAccessDate: at(3), updatedAt: at(3), recordedAt: at(3) },
    ]);
  }
  if (lenderAgent) {
    await deps.db.insert(moduleStarts).values({ userId: lenderAgent, moduleId: moduleIds[0], startedAt: at(2) });
    await deps.db.insert(audioProgress).values({
      userId: lenderAgent,
      moduleAudioId: m1[0],
      timeSpentSeconds: 9,
      lastPlayedPosition: 8.1,
      isCompleted: true,
      firstAccessDate: at(2),
      completionDate: at(2),
      updatedAt: at(2),
      recordedAt: at(2),
    });
  }
}
