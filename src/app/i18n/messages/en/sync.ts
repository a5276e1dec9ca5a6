/** English texts of the `sync` namespace (docs/i18n.md). */
export const sync = {
};
