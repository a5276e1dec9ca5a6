import { useMutation } from '@tanstack/react-query';
import { notifySuccess } from './notify';

/** A CSV export the screen starts: the spec's success toast, or the screen's own failure text (part 2 §8). */
export function useExport<P>(download: (params: P) => Promise<void>, failure: string) {
  return useMutation({
    mutationFn: download,
    meta: { errorToast: failure },
    onSuccess: () => notifySuccess('Report exported successfully!'),
  });
}
