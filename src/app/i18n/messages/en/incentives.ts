/** English texts of the `incentives` namespace (docs/i18n.md). */
export const incentives = {
};
