/** English texts of the `agents` namespace (docs/i18n.md). */
export const agents = {
};
