/** English texts of the `shell` namespace (docs/i18n.md). */
export const shell = {
};
