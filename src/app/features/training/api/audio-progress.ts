import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AgentAudio, type AudioProgressBody, MAX_PROGRESS_STEP_SECONDS, updateAudioProgress } from '@shared/contracts/training';
import { i18n } from '@app/i18n/i18n';
import { notifySuccess } from '@app/lib/notify';
import { sharedKeys } from '@app/lib/query-keys';
import { queuedWrite } from '@app/offline/queued-write';
import { trainingKeys } from './training-keys';

/** The outbox collection of audio completions waiting to sync (progress-only steps keep no local copy). */
export const PROGRESS_COLLECTION = 'audio-progress';

export interface LocalCompletion {
  audioId: string;
  moduleId: string;
  position: number;
}

/** A listening step: time since the last step and the position reached. */
interface ListeningStep {
  moduleId: string;
  audio: { id: string; position: number };
  timeSpentSeconds: number;
  lastPlayedPosition: number;
}

const stepBody = (step: ListeningStep, isCompleted: boolean): AudioProgressBody => ({
  timeSpentSeconds: step.timeSpentSeconds,
  lastPlayedPosition: Math.max(0, step.lastPlayedPosition),
  isCompleted,
});

/**
 * A step folded into the audio's waiting entry: the time listened adds up, the position is the latest, and a
 * completion stays a completion (the server keeps progress the same way: docs/offline-sync.md).
 */
export const foldProgress = (waiting: AudioProgressBody, next: AudioProgressBody): AudioProgressBody => ({
  timeSpentSeconds: Math.min(MAX_PROGRESS_STEP_SECONDS, waiting.timeSpentSeconds + next.timeSpentSeconds),
  lastPlayedPosition: next.lastPlayedPosition,
  isCompleted: waiting.isCompleted || next.isCompleted,
});

/**
 * A listening step, queued so it is sent once, now or when back online (spec part 2 §8: its failure is silent).
 * While the audio's newest entry has not left for the server the step folds into it, so an audio listened
 * offline waits as one entry (two when it was completed on the way), not one per step.
 */
export const queueProgress = queuedWrite({
  endpoint: updateAudioProgress,
  kind: 'audio.progress',
  label: ({ audio }: ListeningStep) => ({ key: 'training:outbox.progress', values: { n: audio.position } }),
  params: ({ audio }) => ({ id: audio.id }),
  body: (step) => stepBody(step, false),
  invalidates: ({ moduleId }) => [trainingKeys.module(moduleId)],
  coalesce: foldProgress,
});

interface Completion extends ListeningStep {
  /** Earlier completions of the module still in the queue: the server checks the order. */
  earlier: string[];
}

/** An audio marked complete, with a local copy so the next audio unlocks at once, offline too. */
const queueCompletion = queuedWrite({
  endpoint: updateAudioProgress,
  kind: 'audio.progress',
  label: ({ audio }: Completion) => ({ key: 'training:outbox.complete', values: { n: audio.position } }),
  params: ({ audio }) => ({ id: audio.id }),
  body: (step) => stepBody(step, true),
  dependsOn: ({ earlier }) => earlier,
  local: {
    collection: PROGRESS_COLLECTION,
    record: ({ audio, moduleId }): LocalCompletion & Record<string, unknown> => ({ audioId: audio.id, moduleId, position: audio.position }),
  },
  invalidates: ({ moduleId }) => [trainingKeys.module(moduleId), trainingKeys.list(), trainingKeys.stats(), sharedKeys.dashboard],
});

/** 'Mark as Complete': queued; the toast names the audio unlocked next (spec part 2 §9). */
export function useCompleteAudio(moduleId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (completion: Omit<Completion, 'moduleId' | 'audio'> & { audio: AgentAudio; audioFiles: AgentAudio[] }) =>
      queueCompletion({ ...completion, moduleId }),
    meta: { errorToast: () => i18n.t('training:audio.completeFailed') },
    onSuccess: (_entry, { audio, audioFiles }) => {
      const n = audioFiles.findIndex((a) => a.id === audio.id) + 1;
      notifySuccess(audioFiles[n] ? i18n.t('training:audio.unlockedNext', { n, next: n + 1 }) : i18n.t('training:audio.allComplete', { n }));
      void client.invalidateQueries({ queryKey: trainingKeys.module(moduleId) });
    },
  });
}
