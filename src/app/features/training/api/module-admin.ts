import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminModule, createModule, deleteModule, toggleModule, updateModule } from '@shared/contracts/training';
import { apiCall } from '../../../lib/api-client';
import { notifySuccess, serverMessageOr } from '../../../lib/notify';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { trainingKeys } from './training-keys';

/** Any change to modules or files refreshes every training screen. */
export function useRefreshAllTraining() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: trainingKeys.all });
}

export function useToggleModule() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: (id: string) => apiCall(toggleModule, { params: { id } }),
    meta: { errorToast: 'Failed to update module status' },
    onSuccess: async () => {
      notifySuccess('Module status updated successfully');
      await refresh();
    },
  });
}

export function useDeleteModule() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteModule, { params: { id } }),
    meta: { errorToast: 'Failed to delete module' },
    onSuccess: () => {
      notifySuccess('Module deleted successfully');
      void refresh();
    },
  });
}

export interface ModuleSave {
  /** null: a new module. */
  module: AdminModule | null;
  form: FormData;
  onProgress: (percent: number) => void;
}

/** Add or edit a module: multipart with the audio files, upload progress reported as it goes. */
export function useSaveModule() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: ({ module, form, onProgress }: ModuleSave) =>
      module ? uploadWithProgress(updateModule, { params: { id: module.id }, form, onProgress }) : uploadWithProgress(createModule, { form, onProgress }),
    meta: { errorToast: (error) => serverMessageOr(error, 'Module save failed') },
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await refresh();
    },
  });
}
