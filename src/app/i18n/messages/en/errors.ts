/** English texts of the `errors` namespace (docs/i18n.md). */
export const errors = {
};
