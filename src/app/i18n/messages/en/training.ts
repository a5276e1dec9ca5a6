/** English texts of the `training` namespace (docs/i18n.md). */
export const training = {
  /** "Download all training audio" on the training list (issue 12). */
  downloadAll: {
    title: 'Training audio on this device',
    allSaved: 'All training audio is saved ({{size}}).',
    needs: 'Needs {{size}}',
    free: '{{size}} free on this device',
    persistLabel: 'Kept by the browser under storage pressure:',
    persist: {
      granted: 'Granted',
      notGranted: 'Not granted',
      unknown: 'Unknown',
    },
    refusal: 'Not enough space on this device: the audio needs {{needed}} and {{free}} is free. Free some space on the phone, then try again.',
    short: 'Not enough space on this device for the rest of the audio.',
    progress: 'File {{file}} of {{files}} · {{done}} of {{total}}',
    progressLabel: 'Download progress',
    button: 'Download all training audio ({{size}})',
    remove: 'Remove downloads',
    done: 'All training audio is saved on this device',
    cancelled: 'Download cancelled. The files saved so far stay on this device.',
    failed: 'Download failed. Please try again; the files already saved are not downloaded again.',
    removed: 'Downloads removed',
  },
};
