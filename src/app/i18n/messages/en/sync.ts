/** English texts of the `sync` namespace (docs/i18n.md). */
export const sync = {
  /** "Edit and resend" (issue 12): a refused change corrected in its own form. */
  edit: {
    refusalTitle: 'The server did not accept this change',
    resend: 'Resend',
    queued: 'Queued to sync again',
    noForm: 'This kind of change has no form of its own in the app: its fields are shown as they are sent.',
  },
};
