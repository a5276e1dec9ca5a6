/** The localStorage keys of the session (ADR 0003): read by session.ts, and by the page's early reads before the app runs. */
export const SESSION_KEYS = { token: 'access_token', role: 'user_role', user: 'user' } as const;
