import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as auth from '../../../shared/contracts/auth';
import type { AppDeps } from '../../context';
import { registerEndpoint } from '../../plugins/endpoint';
import { type CallerContext, forgotPassword, login, resetPassword, signup, verifyResetToken } from './auth.service';
import { preRegisterAgent } from './pre-registration.service';

const caller = (request: FastifyRequest): CallerContext => ({ ip: request.ip, log: request.log });
/**
 * Answers that carry a session token are not kept as idempotent replays: a stored answer would leave a valid
 * token at rest in the database for the key's lifetime. Repeating a sign-in is harmless anyway, and a
 * repeated registration answers 409 so the person signs in.
 */
const NOT_STORED = { idempotent: false };

export function registerAuthRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, auth.login, ({ body, request }) => login(deps, caller(request), body), NOT_STORED);
  registerEndpoint(app, deps, auth.signup, ({ body }) => signup(deps, body));
  registerEndpoint(app, deps, auth.forgotPassword, ({ body, request }) => forgotPassword(deps, caller(request), body));
  registerEndpoint(app, deps, auth.verifyResetToken, ({ params, request }) => verifyResetToken(deps, caller(request), params));
  registerEndpoint(app, deps, auth.resetPassword, ({ body, request }) => resetPassword(deps, caller(request), body));
  registerEndpoint(app, deps, auth.submitPreRegistration, ({ body }) => preRegisterAgent(deps, body), NOT_STORED);
}
