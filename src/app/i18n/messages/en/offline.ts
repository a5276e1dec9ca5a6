/** English texts of the offline state, the banner and readiness (docs/i18n.md). */
export const offline = {
  dataAge: 'Offline · data from {{ago}}',
  banner: 'You are offline. Your work is saved on this device.',
  readiness: {
    preparing: 'Preparing for offline: {{done}} of {{total}}',
    preparingShort: 'Preparing {{done}} of {{total}}',
    ready: 'Ready for offline',
    readySince: 'Ready for offline · data from {{time}}',
    readyShort: 'Ready offline',
    incomplete: 'Not ready for offline',
    incompleteSince: 'Not ready for offline · data from {{time}}',
    incompleteShort: 'Not ready offline',
  },
  sessionExpired: 'Session expired. Please login again. Your unsent changes are kept on this device.',
  /** Beside a count from the server: records of this phone on their way to it (issue 12). */
  waitingCount: '(+{{count}} waiting)',
};
