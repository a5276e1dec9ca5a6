/** English texts of the `gamification` namespace (docs/i18n.md). */
export const gamification = {
};
