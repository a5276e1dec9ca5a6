import { and, asc, eq, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { ModuleStatus } from '../../../shared/contracts/training';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { companies, trainingModules, users } from '../../db/schema';

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
const AGENT_ROLES = sql`('potential_agent', 'engaged_agent')`;

/**
 * One row per agent × active module, with the module status the agent sees on the Training page (completed
 * when every audio is; in progress once opened or played; else not started), the first access (the earlier
 * of the start and the first play) and the completion (the last audio completed; completed rows only).
 * The status is computed in SQL so that filtering and paging happen in the database.
 */
function reportQuery(filter: AgentTrainingFilter, tail: SQL): SQL {
  const company = filter.companyId ? sql`and u.company_id = ${filter.companyId}` : sql``;
  const module = filter.moduleId ? sql`and m.id = ${filter.moduleId}` : sql``;
  const status = filter.status ? sql`where status = ${filter.status}` : sql``;
  const only = (column: SQL) =>
    filter.userIds
      ? sql`and ${column} in (${sql.join(
          filter.userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql``;
  return sql`
    with audio_totals as (
      select module_id, count(*)::int as total from module_audios group by module_id
    ), progress as (
      select ap.user_id, ma.module_id,
        count(*) filter (where ap.is_completed)::int as done,
        min(ap.first_access_date) as first_access,
        max(ap.completion_date) as completed_at
      from audio_progress ap join module_audios ma on ma.id = ap.module_audio_id
      where true ${only(sql`ap.user_id`)}
      group by ap.user_id, ma.module_id
    ), report as (
      select u.id as user_id, u.name as user_name, m.id as module_id, m.title as module_title, m.module_order,
        c.id as company_id, c.name as company_name,
        case
          when coalesce(t.total, 0) > 0 and coalesce(p.done, 0) >= t.total then 'completed'
          when s.user_id is not null or p.user_id is not null then 'in_progress'
          else 'not_started'
        end as status,
        least(s.started_at, p.first_access) as first_access_date,
        p.completed_at
      from users u
      cross join training_modules m
      left join companies c on c.id = u.company_id
      left join audio_totals t on t.module_id = m.id
      left join progress p on p.user_id = u.id and p.module_id = m.id
      left join module_starts s on s.user_id = u.id and s.module_id = m.id
      where m.is_active and u.role in ${AGENT_ROLES} ${company} ${module} ${only(sql`u.id`)}
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
        inArray(users.role, ['potential_agent', 'engaged_agent']),
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

