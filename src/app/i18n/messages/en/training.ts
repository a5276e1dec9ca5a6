/** English texts of the `training` namespace (docs/i18n.md). */
export const training = {
};
