/** English texts of the offline state, the banner and readiness (docs/i18n.md). */
export const offline = {
  dataAge: 'Offline · data from {{ago}}',
};
