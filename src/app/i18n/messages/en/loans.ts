/** English texts of the `loans` namespace (docs/i18n.md). */
export const loans = {
};
