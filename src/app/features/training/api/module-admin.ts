import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type AdminModule, createModule, deleteModule, toggleModule, updateModule } from '@shared/contracts/training';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { uploadWithProgress } from '@app/lib/upload-with-progress';
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
    meta: { errorToast: () => i18n.t('training:admin.statusFailed') },
    onSuccess: async () => {
      notifySuccess(i18n.t('training:admin.statusUpdated'));
      await refresh();
    },
  });
}

export function useDeleteModule() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteModule, { params: { id } }),
    meta: { errorToast: () => i18n.t('training:admin.deleteFailed') },
    onSuccess: () => {
      notifySuccess(i18n.t('training:admin.deleted'));
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
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('training:form.saveFailed')) },
    onSuccess: async (_result, { module }) => {
      notifySuccess(i18n.t(module ? 'training:form.updated' : 'training:form.created'));
      await refresh();
    },
  });
}
