import type { PutTargetsBody, TargetsDto } from '@shared/contracts/targets';
import { type Season, seasonById, seasonOf } from '@shared/season';
import type { AppDeps } from '@server/context';
import type { AuthUser } from '@server/plugins/auth';
import { badRequest, notFound } from '@server/lib/app-error';
import { findCompany } from '../accounts/accounts.service';
import * as repo from './targets.repo';

/** Admin names the company; a company admin always works on its own, whatever it sends. */
async function targetCompany(deps: AppDeps, user: AuthUser, requested: string | undefined) {
  const companyId = user.role === 'admin' ? requested : (user.companyId ?? undefined);
  if (!companyId) throw badRequest('Choose a company', { companyId: 'Choose a company' });
  const company = await findCompany(deps, companyId);
  if (!company) throw notFound('Company not found');
  return company;
}

function seasonFor(deps: AppDeps, id: string | undefined, timeZone: string): Season {
  return (id ? seasonById(id) : null) ?? seasonOf(deps.clock.now(), timeZone);
}

async function targetsOf(deps: AppDeps, company: { id: string; kind: 'seed' | 'lender' }, season: Season): Promise<TargetsDto> {
  const companyDefault = (await repo.companyDefault(deps.db, company.id, season.id)) ?? { salesTarget: 0, farmersTarget: 0 };
  const agents = await repo.agentTargets(deps.db, company.id, season.id);
  return {
    companyId: company.id,
    season: { id: season.id, startsOn: season.startsOn, endsBefore: season.endsBefore },
    unit: company.kind === 'seed' ? 'KES' : 'Kgs',
    companyDefault,
    agents: agents.map((a) => ({ agentId: a.agentId, name: a.name, ...(a.own ?? companyDefault), isDefault: a.own === null })),
  };
}

export async function getTargets(deps: AppDeps, user: AuthUser, query: { season?: string; companyId?: string }): Promise<TargetsDto> {
  const company = await targetCompany(deps, user, query.companyId);
  return targetsOf(deps, company, seasonFor(deps, query.season, company.timeZone));
}

/** Sets one agent's target (an engaged agent of the company) or the company default; setting again overwrites. */
export async function putTargets(deps: AppDeps, user: AuthUser, body: PutTargetsBody): Promise<TargetsDto> {
  const company = await targetCompany(deps, user, body.companyId);
  const season = seasonFor(deps, body.season, company.timeZone);
  if (body.agentId && !(await repo.isEngagedAgentOf(deps.db, body.agentId, company.id))) {
    throw badRequest('Choose an engaged agent of this company', { agentId: 'Choose an engaged agent of this company' });
  }
  await repo.upsertTarget(deps.db, {
    companyId: company.id,
    agentId: body.agentId ?? null,
    season: season.id,
    salesTarget: body.salesTarget,
    farmersTarget: body.farmersTarget,
    updatedById: user.id,
    at: deps.clock.now(),
  });
  return targetsOf(deps, company, season);
}

/**
 * The season targets of the engaged agents in scope, summed: each agent's own target, else the company
 * default, else 0. Sales targets only count companies of `kind` (KES and Kgs never add up).
 */
export const summedTargets = (deps: AppDeps, scope: Parameters<typeof repo.summedTargets>[1]): Promise<repo.TargetRow> => repo.summedTargets(deps.db, scope);
