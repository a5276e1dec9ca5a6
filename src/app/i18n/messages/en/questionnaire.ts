/** English texts of the `questionnaire` namespace (docs/i18n.md). */
export const questionnaire = {
};
