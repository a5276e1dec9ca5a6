/** English texts of the `dashboard` namespace (docs/i18n.md). */
export const dashboard = {
};
