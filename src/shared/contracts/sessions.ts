import { messageResponse } from './common';
import { defineEndpoint } from './endpoint';

/** Sign-out on the server (ADR 0013): the token sent is revoked; every later call with it answers 401. */
export const logout = defineEndpoint({
  method: 'POST',
  path: '/auth/logout',
  permission: 'session.end',
  summary: 'Sign out: revokes the token the request is sent with',
  tag: 'auth',
  response: messageResponse,
});

/** "Sign out of all devices": every token of the caller issued so far answers 401, this one included. */
export const logoutAll = defineEndpoint({
  method: 'POST',
  path: '/auth/logout-all',
  permission: 'session.end',
  summary: 'Sign out of all devices: revokes every token of the caller, this one included',
  tag: 'auth',
  response: messageResponse,
});
