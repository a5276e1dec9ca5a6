/**
 * The id of the sign-in session a session token stands for: its `jti` claim (ADR 0046). A queued write carries
 * it, so the server dates the write's act no earlier than that session's start, whatever session sends it.
 * Reads the token's payload only (the server verifies the token; the client just names the session).
 */
export function sessionIdOfToken(token: string): string | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const jti = (JSON.parse(json) as { jti?: unknown }).jti;
    return typeof jti === 'string' ? jti : undefined;
  } catch {
    return undefined;
  }
}
