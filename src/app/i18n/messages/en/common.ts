/** English texts shared by every screen (docs/i18n.md). */
export const common = {
  language: {
    label: 'Language',
    en: 'English',
    sw: 'Kiswahili',
  },
  /** What happened under a minute ago (format.ts formatAgo). */
  time: { justNow: 'just now' },
  loading: 'Loading… Please wait',
  /** A spinner's name for screen readers. */
  loadingShort: 'Loading',
  actions: {
    cancel: 'Cancel',
    close: 'Close',
    save: 'Save',
    retry: 'Try again',
    confirm: 'Confirm',
    delete: 'Delete',
    back: 'Back',
    goHome: 'Go to Home',
  },
  confirm: {
    title: 'Please confirm',
  },
  brand: {
    portal: 'Field Agent Portal',
    partners: 'Agricultural partners',
    companyLogo: '{{company}} logo',
    company: 'Company',
  },
  export: {
    running: 'Exporting {{what}}…',
    progress: 'Export in progress',
  },
  offlineForm: {
    savedFirst: 'Saved on this device first; it is sent to the server as soon as there is a connection.',
  },
  pager: {
    nav: 'Pagination',
    showing: 'Showing {{from}} to {{to}} of {{total}} results',
    pageOf: 'Page {{page}} of {{last}}',
    page: 'Page {{page}}',
    first: 'First',
    previous: 'Previous',
    next: 'Next',
    last: 'Last',
  },
  /** The farmer picker of the sale, loan and activity forms; 'failed' is the spec's text (part 2 §8). */
  farmerPicker: {
    failed: 'Failed to load farmers.',
    searching: 'Searching…',
    noneFound: 'No farmers found.',
  },
};
