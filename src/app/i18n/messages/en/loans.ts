/** English texts of the `loans` namespace (docs/i18n.md). */
export const loans = {
  /** A queued application opened from the Sync page. */
  correct: {
    title: 'Correct the loan application',
  },
};
