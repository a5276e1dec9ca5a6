import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTraining } from '@shared/contracts/training';
import { useCallback } from 'react';
import { apiCall } from '@app/lib/api-client';
import { onlineFirstWrite } from '@app/offline/queued-write';
import { trainingKeys } from './training-keys';

/** Registers that the user opened a module (spec part 2 §8: a failure is silent); the module list shows it started. */
export function useStartModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiCall(startTraining, { params: { id } }),
    meta: { errorToast: false },
    onSuccess: () => client.invalidateQueries({ queryKey: trainingKeys.list() }),
  });
}

/**
 * The module page's start: sent at once online and queued offline, ahead of the listening it precedes, since the
 * server counts listening time only from when the audio could be played (ADR 0012).
 */
const registerOpening = onlineFirstWrite({
  endpoint: startTraining,
  kind: 'training.start',
  label: () => ({ key: 'training:outbox.opened' }),
  params: (id: string) => ({ id }),
  body: () => undefined,
  invalidates: () => [trainingKeys.list()],
  sendOnline: (id) => apiCall(startTraining, { params: { id } }),
});

/** The start registered when a module page opens: a failure is silent (spec part 2 §8). */
export function useOpenModule() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: registerOpening,
    meta: { errorToast: false },
    onSuccess: (outcome) => {
      if (!outcome.queued) void client.invalidateQueries({ queryKey: trainingKeys.list() });
    },
  });
}

/** /training's poll: the module list, then its figures (one function for the page's life, so the poll keeps its pace). */
export function useRefreshTrainingList() {
  const client = useQueryClient();
  return useCallback(
    () => void client.invalidateQueries({ queryKey: trainingKeys.list() }).then(() => client.invalidateQueries({ queryKey: trainingKeys.stats() })),
    [client],
  );
}
