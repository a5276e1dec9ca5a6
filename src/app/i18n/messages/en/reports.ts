/** English texts of the `reports` namespace (docs/i18n.md). */
export const reports = {
};
