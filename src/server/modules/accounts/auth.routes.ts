import type { FastifyInstance } from 'fastify';
import * as auth from '@shared/contracts/auth';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import { forgotPassword, login, resetPassword, signup, verifyResetToken } from './auth.service';
import { preRegisterAgent } from './pre-registration.service';

/**
 * Answers that carry a session token are not kept as idempotent replays: a stored answer would leave a valid
 * token at rest in the database for the key's lifetime. Repeating a sign-in is harmless anyway, and a
 * repeated registration answers 409 so the person signs in.
 */
const NOT_STORED = { idempotent: false };

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, auth.login, ({ body, ip, log }) => login(deps, { ip, log }, body), NOT_STORED);
  registerEndpoint(app, deps, auth.signup, ({ body, ip, log }) => signup(deps, { ip, log }, body));
  registerEndpoint(app, deps, auth.forgotPassword, ({ body, ip, log }) => forgotPassword(deps, { ip, log }, body));
  registerEndpoint(app, deps, auth.verifyResetToken, ({ params, ip, log }) => verifyResetToken(deps, { ip, log }, params));
  registerEndpoint(app, deps, auth.resetPassword, ({ body, ip, log }) => resetPassword(deps, { ip, log }, body));
  registerEndpoint(app, deps, auth.submitPreRegistration, ({ body, ip, log }) => preRegisterAgent(deps, { ip, log }, body), NOT_STORED);
}
