import { randomInt } from 'node:crypto';
import { AGENT_CODE_PATTERN, type submitPreRegistration as preRegistrationEndpoint } from '@shared/contracts/auth';
import type { BodyOf, ResponseOf } from '@shared/contracts/endpoint';
import type { AppDeps } from '@server/context';
import { hashPassword } from '@server/lib/password';
import { checkPhotoDataUrl, storePhoto } from '@server/lib/photo-store';
import { blobsOf } from '@server/db/blobs-of';
import { issueToken } from '@server/plugins/auth';
import { AppError } from '@server/lib/app-error';
import { findCompanyBySlug } from './companies.repo';
import { assertIdentityFree, insertAccount, requirePhone } from './create-account';
import { agentCodeTaken } from './accounts.repo';
import { toSessionUser } from './accounts.service';
import type { CallerContext } from './auth.service';
import { ACCOUNT_LIMITS, hitRateLimit } from './rate-limits';

const CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
/** 36^6 codes: a clash is rare, so a handful of tries is plenty. */
const CODE_ATTEMPTS = 8;

export function generateAgentCode(): string {
  let code = 'AG';
  for (let i = 0; i < 6; i += 1) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * Agent pre-registration: a potential agent with an agent profile in the configured default company. The
 * role and company the form sends are ignored. The photo is checked by its bytes before anything is stored,
 * and the client's agent code is kept when it is well-formed and free.
 */
export async function preRegisterAgent(
  deps: AppDeps,
  caller: CallerContext,
  body: BodyOf<typeof preRegistrationEndpoint>,
): Promise<ResponseOf<typeof preRegistrationEndpoint>> {
  await hitRateLimit(deps.db, deps.clock.now(), ACCOUNT_LIMITS.accountCreationPerIp(caller.ip));
  const company = await findCompanyBySlug(deps.db, deps.config.defaultCompanySlug);
  if (!company) throw new AppError(503, 'NOT_CONFIGURED', 'Registration is not open yet: the default company is not set up. Please contact your administrator.');
  const phone = requirePhone(body.phoneNumber);
  const email = body.email.toLowerCase();
  await assertIdentityFree(deps.db, email, phone);
  const photo = body.photo ? checkPhotoDataUrl(body.photo) : null;
  const passwordHash = await hashPassword(body.password);
  // What an address may store without an account is capped per hour (issue 13 item 5); a refused photo is not kept.
  if (photo) await hitRateLimit(deps.db, deps.clock.now(), ACCOUNT_LIMITS.photoBytesPerIp(caller.ip), photo.bytes.length);
  const photoUrl = photo ? await storePhoto(blobsOf(deps), photo) : null;
  const profile = {
    workGeographicLocation: body.workGeographicLocation || null,
    yearsOfSalesFieldExperience: body.yearsOfSalesFieldExperience,
    educationLevel: body.educationLevel ?? null,
  };

  let code = body.agentCode && AGENT_CODE_PATTERN.test(body.agentCode) && !(await agentCodeTaken(deps.db, body.agentCode)) ? body.agentCode : generateAgentCode();
  for (let attempt = 1; attempt <= CODE_ATTEMPTS; attempt += 1) {
    const user = await insertAccount(
      deps.db,
      {
        name: body.name,
        email,
        phoneNumber: phone,
        passwordHash,
        role: 'potential_agent',
        companyId: company.id,
        gender: body.gender ?? null,
        maritalStatus: body.maritalStatus ?? null,
        numberOfChildren: body.numberOfChildren,
        dateOfBirth: body.dateOfBirth || null,
        agentCode: code,
        photoUrl,
        language: body.language,
      },
      profile,
    );
    if (user) {
      return { message: 'Registration complete', token: await issueToken(deps, user), role: user.role, user: toSessionUser(user, company, { userId: user.id, ...profile }) };
    }
    code = generateAgentCode();
  }
  throw new Error('no free agent code after several attempts');
}
