/** English texts shared by every screen (docs/i18n.md). */
export const common = {
  language: {
    label: 'Language',
    en: 'English',
    sw: 'Kiswahili',
  },
  loading: 'Loading… Please wait',
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    retry: 'Try again',
  },
};
