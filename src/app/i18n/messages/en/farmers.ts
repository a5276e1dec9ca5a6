/** English texts of the `farmers` namespace (docs/i18n.md). */
export const farmers = {
  /** The registration form refuses what the server would refuse, with the server's words (409). */
  duplicate: {
    phone: 'A farmer with phone number {{phone}} is already registered',
    nationalId: 'A farmer with national ID {{nationalId}} is already registered',
  },
  /** A queued registration opened from the Sync page. */
  correct: {
    title: 'Correct the registration',
  },
};
