import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { BodyOf, ResponseOf } from '@shared/contracts/endpoint';
import type * as auth from '@shared/contracts/auth';
import type { AppDeps } from '@server/context';
import { resetPasswordMail } from '@server/lib/mail-texts';
import { hashPassword, verifyPassword } from '@server/lib/password';
import { issueToken } from '@server/plugins/auth';
import { AppError, badRequest, notFound } from '@server/lib/app-error';
import { findCompanyById } from './companies.repo';
import { assertIdentityFree, insertAccount, requirePhone } from './create-account';
import { findUserByIdentifier } from './identifier';
import { ACCOUNT_LIMITS, clearRateLimit, countLoginAttempt, hitRateLimit, LOGIN_SLOWDOWN, loginDelayMs } from './rate-limits';
import { findValidResetToken, insertResetToken, resetPasswordWithToken } from './reset-tokens.repo';
import { toSessionUser } from './accounts.service';

/** Who is asking: the client address for the per-IP limits and the request logger. */
export interface CallerContext {
  ip: string;
  log: FastifyBaseLogger;
}

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const NO_ACCOUNT = 'No account found with that email or phone number';
export const INVALID_RESET_TOKEN = 'Invalid or expired reset token';
const WRONG_PASSWORD = 'Invalid email/phone number or password';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * Sign-in (issue 13 item 3, issue 31 item 5): limited per address, per address × account (the 11th try within 15
 * minutes from one address answers 429 there only) and per account from all addresses (20 in 15 minutes, then
 * 429 until the window ends or the owner resets the password by email); failures also slow the account down. A
 * success clears the account counters.
 */
export async function login(deps: AppDeps, caller: CallerContext, body: BodyOf<typeof auth.login>): Promise<ResponseOf<typeof auth.login>> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, now, ACCOUNT_LIMITS.loginPerIp(caller.ip));
  const found = await findUserByIdentifier(deps.db, body.identifier);
  if (!found) throw notFound(NO_ACCOUNT);
  const pair = ACCOUNT_LIMITS.loginPerIpAndAccount(caller.ip, found.user.id);
  const account = ACCOUNT_LIMITS.loginPerAccount(found.user.id);
  // Counted before the password is checked, in one statement each: parallel guesses cannot all pass the test.
  await hitRateLimit(deps.db, now, [pair, account]);
  await deps.clock.sleep(loginDelayMs(await countLoginAttempt(deps.db, now, found.user.id)));
  if (!(await verifyPassword(body.password, found.user.passwordHash))) throw new AppError(401, 'INVALID_CREDENTIALS', WRONG_PASSWORD);
  // A successful sign-in proves the password: earlier typos must neither block nor slow the owner later.
  await clearRateLimit(deps.db, pair.key);
  await clearRateLimit(deps.db, account.key);
  await clearRateLimit(deps.db, LOGIN_SLOWDOWN.key(found.user.id));
  const { user, company, profile } = found;
  return { token: await issueToken(deps, user), role: user.role, user: toSessionUser(user, company, profile) };
}

/** Sign-up always creates a potential agent of an existing company: the server never trusts a role. */
export async function signup(deps: AppDeps, caller: CallerContext, body: BodyOf<typeof auth.signup>): Promise<ResponseOf<typeof auth.signup>> {
  await hitRateLimit(deps.db, deps.clock.now(), ACCOUNT_LIMITS.accountCreationPerIp(caller.ip));
  const phone = requirePhone(body.phoneNumber);
  const company = await findCompanyById(deps.db, body.companyId);
  if (!company) {
    const message = 'Company not found. Please choose a company from the list.';
    throw badRequest(message, { companyId: message });
  }
  const email = body.email.toLowerCase();
  await assertIdentityFree(deps.db, email, phone);
  const user = await insertAccount(deps.db, {
    name: body.name,
    email,
    phoneNumber: phone,
    passwordHash: await hashPassword(body.password),
    role: 'potential_agent',
    companyId: company.id,
    gender: body.gender,
    language: body.language,
  });
  // insertAccount answers null only for an agent-code clash, and sign-up sets no agent code.
  if (!user) throw new Error('unexpected unique violation at sign-up');
  return { message: 'Account created successfully!', user: toSessionUser(user, company, null) };
}

export async function forgotPassword(
  deps: AppDeps,
  caller: CallerContext,
  body: BodyOf<typeof auth.forgotPassword>,
): Promise<ResponseOf<typeof auth.forgotPassword>> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, now, ACCOUNT_LIMITS.forgotPerIp(caller.ip));
  const found = await findUserByIdentifier(deps.db, body.identifier);
  if (!found) throw notFound(NO_ACCOUNT);
  await hitRateLimit(deps.db, now, ACCOUNT_LIMITS.forgotPerAccount(found.user.id));

  // Only the hash is stored: a copy of the database does not let anyone reset a password.
  const token = randomBytes(32).toString('base64url');
  await insertResetToken(deps.db, sha256(token), found.user.id, new Date(now.getTime() + RESET_TOKEN_TTL_MS));
  const link = `${deps.config.publicUrl}/reset-password/${token}`;
  try {
    await deps.mailer.send(resetPasswordMail(found.user.language, found.user, link));
  } catch (err) {
    caller.log.error({ err }, 'password reset mail could not be sent');
    throw new AppError(503, 'MAIL_FAILED', 'Failed to send reset email. Please try again later.');
  }
  return { message: 'Password reset email sent successfully!' };
}

export async function verifyResetToken(
  deps: AppDeps,
  caller: CallerContext,
  params: { token: string },
): Promise<ResponseOf<typeof auth.verifyResetToken>> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, now, ACCOUNT_LIMITS.verifyPerIp(caller.ip));
  const valid = await findValidResetToken(deps.db, sha256(params.token), now);
  if (!valid) throw badRequest(INVALID_RESET_TOKEN);
  return { email: valid.email };
}

export async function resetPassword(
  deps: AppDeps,
  caller: CallerContext,
  body: BodyOf<typeof auth.resetPassword>,
): Promise<ResponseOf<typeof auth.resetPassword>> {
  const now = deps.clock.now();
  await hitRateLimit(deps.db, now, ACCOUNT_LIMITS.resetPerIp(caller.ip));
  const tokenHash = sha256(body.token);
  // Cheap check first, so a bad token does not cost a scrypt hash; the transaction below re-checks atomically.
  if (!(await findValidResetToken(deps.db, tokenHash, now))) throw badRequest(INVALID_RESET_TOKEN);
  const user = await resetPasswordWithToken(deps.db, tokenHash, await hashPassword(body.newPassword), now);
  if (!user) throw badRequest(INVALID_RESET_TOKEN);
  // The owner proved control of the mailbox: let them sign in with the new password straight away.
  await clearRateLimit(deps.db, LOGIN_SLOWDOWN.key(user.id));
  await clearRateLimit(deps.db, ACCOUNT_LIMITS.loginPerAccount(user.id).key);
  return { message: 'Password reset successfully!' };
}
