import { useMutation } from '@tanstack/react-query';
import { deleteFile, downloadFile, type UploadedFile, uploadFile } from '@shared/contracts/files';
import { i18n } from '@app/i18n/i18n';
import { apiCall, apiDownload, saveBlob } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { uploadWithProgress } from '@app/lib/upload-with-progress';
import { appendWithPhoneVersions } from '../lib/phone-version';
import { useRefreshAllTraining } from './module-admin';

/** One audio file to the store, with upload progress. */
export function useUploadFile() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: async ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      await appendWithPhoneVersions(form, 'file', [file]);
      return uploadWithProgress(uploadFile, { form, onProgress });
    },
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('training:files.uploadFailed')) },
    onSuccess: async () => {
      notifySuccess(i18n.t('training:files.uploaded'));
      await refresh();
    },
  });
}

export function useDeleteFile() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteFile, { params: { id } }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('training:files.deleteFailed')) },
    onSuccess: () => {
      notifySuccess(i18n.t('training:files.deleted'));
      void refresh();
    },
  });
}

/** Saves a stored file under the name the server gives it (else its original name). */
export function useDownloadFile() {
  return useMutation({
    mutationFn: async (file: UploadedFile) => {
      const { blob, fileName } = await apiDownload(downloadFile, { params: { id: file.id } });
      saveBlob(blob, fileName ?? file.originalName);
    },
    meta: { errorToast: () => i18n.t('training:files.downloadFailed') },
    onSuccess: () => notifySuccess(i18n.t('training:files.downloadStarted')),
  });
}
