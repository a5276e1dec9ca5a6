/** English texts of the `profile` namespace (docs/i18n.md). */
export const profile = {
};
