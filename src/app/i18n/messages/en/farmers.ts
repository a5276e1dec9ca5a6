/** English texts of the `farmers` namespace (docs/i18n.md). */
export const farmers = {
};
