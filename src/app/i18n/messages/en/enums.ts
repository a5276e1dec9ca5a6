/** English texts of the `enums` namespace (docs/i18n.md). */
export const enums = {
};
