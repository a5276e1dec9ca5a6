import { useMutation, useQueryClient } from '@tanstack/react-query';
import { startTraining } from '@shared/contracts/training';
import { useCallback } from 'react';
import { apiCall } from '../../../lib/api-client';
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

/** /training's poll: the module list, then its figures (one function for the page's life, so the poll keeps its pace). */
export function useRefreshTrainingList() {
  const client = useQueryClient();
  return useCallback(
    () => void client.invalidateQueries({ queryKey: trainingKeys.list() }).then(() => client.invalidateQueries({ queryKey: trainingKeys.stats() })),
    [client],
  );
}
