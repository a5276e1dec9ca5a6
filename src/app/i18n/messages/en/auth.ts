/** English texts of the `auth` namespace (docs/i18n.md). */
export const auth = {
};
