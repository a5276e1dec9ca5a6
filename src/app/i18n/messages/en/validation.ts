/** English texts of the `validation` namespace (docs/i18n.md). */
export const validation = {
};
