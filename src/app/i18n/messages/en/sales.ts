/** English texts of the `sales` namespace (docs/i18n.md). */
export const sales = {
  /** A queued sale opened from the Sync page. */
  correct: {
    title: 'Correct the sale',
  },
};
