import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ModuleStatus } from '@shared/contracts/training';
import type { Db } from '@server/db/client';
import { rowsOf } from '@server/db/rows';
import { audioProgress, companies, moduleAudios, moduleStarts, trainingModules, users } from '@server/db/schema';

export interface AgentTrainingFilter {
  /** undefined: every company (admin). */
  companyId?: string;
  status?: ModuleStatus;
  moduleId?: string;
  /** Only these agents (the export walks the agents in batches). */
  userIds?: string[];
}

export interface AgentTrainingDbRow {
  user_id: string;
  user_name: string;
  module_id: string;
  module_title: string;
  company_id: string | null;
  company_name: string | null;
  status: ModuleStatus;
  first_access_date: string | Date | null;
  completion_date: string | Date | null;
  total: string | number;
}

/** The agents whose training is reported: the two agent roles. */
const AGENT_ROLES: ('potential_agent' | 'engaged_agent')[] = ['potential_agent', 'engaged_agent'];

/**
 * One row per agent × active module, with the module status the agent sees on the Training page (completed
 * when every audio is; in progress once opened or played; else not started), the first access (the earlier
 * of the start and the first play) and the completion (the last audio completed; completed rows only).
 * The status is computed in SQL so that filtering and paging happen in the database. Tables and columns come
 * from the schema; `audio_totals`, `progress` and `report` and their columns are named by this query.
 */
function reportQuery(filter: AgentTrainingFilter, tail: SQL): SQL {
  const company = filter.companyId ? sql`and ${users.companyId} = ${filter.companyId}` : sql``;
  const module = filter.moduleId ? sql`and ${trainingModules.id} = ${filter.moduleId}` : sql``;
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  const only = (column: typeof users.id | typeof audioProgress.userId) => (filter.userIds ? sql`and ${inArray(column, filter.userIds)}` : sql``);
  return sql`
    with audio_totals as (
      select ${moduleAudios.moduleId} as module_id, count(*)::int as total from ${moduleAudios} group by ${moduleAudios.moduleId}
    ), progress as (
      select ${audioProgress.userId} as user_id, ${moduleAudios.moduleId} as module_id,
        count(*) filter (where ${audioProgress.isCompleted})::int as done,
        min(${audioProgress.firstAccessDate}) as first_access,
        max(${audioProgress.completionDate}) as completed_at
      from ${audioProgress} join ${moduleAudios} on ${moduleAudios.id} = ${audioProgress.moduleAudioId}
      where true ${only(audioProgress.userId)}
      group by ${audioProgress.userId}, ${moduleAudios.moduleId}
    ), report as (
      select ${users.id} as user_id, ${users.name} as user_name, ${trainingModules.id} as module_id,
        ${trainingModules.title} as module_title, ${trainingModules.moduleOrder} as module_order,
        ${companies.id} as company_id, ${companies.name} as company_name,
        case
          when coalesce(t.total, 0) > 0 and coalesce(p.done, 0) >= t.total then 'completed'
          when ${moduleStarts.userId} is not null or p.user_id is not null then 'in_progress'
          else 'not_started'
        end as status,
        least(${moduleStarts.startedAt}, p.first_access) as first_access_date,
        p.completed_at
      from ${users}
      cross join ${trainingModules}
      left join ${companies} on ${companies.id} = ${users.companyId}
      left join audio_totals t on t.module_id = ${trainingModules.id}
      left join progress p on p.user_id = ${users.id} and p.module_id = ${trainingModules.id}
      left join ${moduleStarts} on ${moduleStarts.userId} = ${users.id} and ${moduleStarts.moduleId} = ${trainingModules.id}
      where ${trainingModules.isActive} and ${inArray(users.role, AGENT_ROLES)} ${company} ${module} ${only(users.id)}
    )
    select user_id, user_name, module_id, module_title, company_id, company_name, status, first_access_date,
      case when status = 'completed' then completed_at end as completion_date,
      count(*) over () as total
    from report ${status}
    order by user_name, user_id, module_order, module_id
    ${tail}`;
}

export async function agentTrainingPage(db: Db, filter: AgentTrainingFilter, offset: number, limit: number): Promise<AgentTrainingDbRow[]> {
  return rowsOf<AgentTrainingDbRow>(await db.execute(reportQuery(filter, sql`limit ${limit} offset ${offset}`)));
}

/** Every row of the given agents (no paging): one export batch. */
export async function agentTrainingRowsOf(db: Db, filter: AgentTrainingFilter, userIds: string[]): Promise<AgentTrainingDbRow[]> {
  if (userIds.length === 0) return [];
  return rowsOf<AgentTrainingDbRow>(await db.execute(reportQuery({ ...filter, userIds }, sql``)));
}

/**
 * The next `size` agents of the report's scope after `after` in report order (name, id): the export walks
 * them by key so each batch costs the same however far along it is.
 */
export async function nextAgents(db: Db, companyId: string | undefined, after: { name: string; id: string } | null, size: number) {
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        inArray(users.role, AGENT_ROLES),
        companyId ? eq(users.companyId, companyId) : undefined,
        after ? or(gt(users.name, after.name), and(eq(users.name, after.name), gt(users.id, after.id))) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(size);
}

/** The filter choices: active modules, and the companies the caller may pick (admin only). */
export async function reportFilters(db: Db, withCompanies: boolean) {
  const modules = await db
    .select({ id: trainingModules.id, title: trainingModules.title })
    .from(trainingModules)
    .where(eq(trainingModules.isActive, true))
    .orderBy(asc(trainingModules.moduleOrder), asc(trainingModules.id));
  const companyList = withCompanies ? await db.select({ id: companies.id, name: companies.name }).from(companies).orderBy(asc(companies.name)) : [];
  return { modules, companies: companyList };
}

