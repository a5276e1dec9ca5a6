/** English texts of the offline state, the banner and readiness (docs/i18n.md). */
export const offline = {
  dataAge: 'Offline · data from {{ago}}',
  /** Beside a count from the server: records of this phone on their way to it (issue 12). */
  waitingCount: '(+{{count}} waiting)',
};
