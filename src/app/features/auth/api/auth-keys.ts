/** Query keys of the account screens. */
export const authKeys = {
  verifyResetToken: (token: string) => ['auth', 'verify-reset-token', token] as const,
};
