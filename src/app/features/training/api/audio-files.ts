import { useMutation } from '@tanstack/react-query';
import { deleteFile, downloadFile, type UploadedFile, uploadFile } from '@shared/contracts/files';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api-client';
import { notifySuccess, serverMessageOr } from '../../../lib/notify';
import { uploadWithProgress } from '../../../lib/upload-with-progress';
import { useRefreshAllTraining } from './module-admin';

/** One audio file to the store, with upload progress. */
export function useUploadFile() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress: (percent: number) => void }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      return uploadWithProgress(uploadFile, { form, onProgress });
    },
    meta: { errorToast: (error) => serverMessageOr(error, 'Upload failed') },
    onSuccess: async (result) => {
      notifySuccess(result.message);
      await refresh();
    },
  });
}

export function useDeleteFile() {
  const refresh = useRefreshAllTraining();
  return useMutation({
    mutationFn: (id: string) => apiCall(deleteFile, { params: { id } }),
    meta: { errorToast: (error) => serverMessageOr(error, 'Delete failed') },
    onSuccess: (result) => {
      notifySuccess(result.message);
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
    meta: { errorToast: 'Download failed' },
    onSuccess: () => notifySuccess('Download started!'),
  });
}
