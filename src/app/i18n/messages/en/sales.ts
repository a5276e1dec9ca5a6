/** English texts of the `sales` namespace (docs/i18n.md). */
export const sales = {
};
