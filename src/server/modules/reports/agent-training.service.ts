import { paginate, type Pagination } from '@shared/contracts/common';
import { AGENT_TRAINING_CSV_FILE, type AgentTrainingRow, trainingDuration } from '@shared/contracts/reports';
import type { ModuleStatus } from '@shared/contracts/training';
import type { AppDeps } from '@server/context';
import { type CsvColumn, csvDownload } from '@server/lib/csv';
import type { Download } from '@server/lib/download';
import { accessScope } from '@server/access/require-access';
import type { AuthUser } from '@server/plugins/auth';
import * as repo from './agent-training.repo';

export interface AgentTrainingQuery {
  status?: ModuleStatus;
  moduleId?: string;
  companyId?: string;
  page: number;
  limit: number;
}

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

function toRow(r: repo.AgentTrainingDbRow): AgentTrainingRow {
  return {
    id: `${r.user_id}:${r.module_id}`,
    user: { id: r.user_id, name: r.user_name },
    module: { id: r.module_id, title: r.module_title },
    status: r.status,
    firstAccessDate: iso(r.first_access_date),
    completionDate: iso(r.completion_date),
    company: r.company_id && r.company_name ? { id: r.company_id, name: r.company_name } : null,
  };
}

const filterOf = (caller: AuthUser, query: AgentTrainingQuery): repo.AgentTrainingFilter => ({
  companyId: accessScope(caller, 'reports.agent-training', query.companyId),
  status: query.status,
  moduleId: query.moduleId,
});

export async function agentTrainingReport(deps: AppDeps, caller: AuthUser, query: AgentTrainingQuery) {
  const rows = await repo.agentTrainingPage(deps.db, filterOf(caller, query), (query.page - 1) * query.limit, query.limit);
  // The count rides on each row; a page past the end has none, so ask for the first row to learn the total.
  const counted = rows.length || query.page === 1 ? rows : await repo.agentTrainingPage(deps.db, filterOf(caller, query), 0, 1);
  const totalItems = counted.length ? Number(counted[0].total) : 0;
  const pagination: Pagination = paginate(query.page, query.limit, totalItems);
  return { data: rows.map(toRow), pagination, filters: await repo.reportFilters(deps.db, caller.role === 'admin') };
}

const STATUS_LABEL: Record<ModuleStatus, string> = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' };

/** The table's columns (Company only for admin, as on screen). */
function csvColumns(caller: AuthUser): CsvColumn<AgentTrainingRow>[] {
  const columns: CsvColumn<AgentTrainingRow>[] = [
    { header: 'Agent', value: (r) => r.user.name },
    { header: 'Module', value: (r) => r.module.title },
    { header: 'Status', value: (r) => STATUS_LABEL[r.status] },
    { header: 'First Access', value: (r) => r.firstAccessDate },
    { header: 'Completion Date', value: (r) => r.completionDate },
    { header: 'Duration', value: (r) => trainingDuration(r) },
  ];
  if (caller.role === 'admin') columns.push({ header: 'Company', value: (r) => r.company?.name });
  return columns;
}

/** Agents per export batch: a batch holds this many agents × active modules rows (a few MB at most). */
const EXPORT_AGENTS_PER_BATCH = 2000;

/** Every row of the filters (not only one page), streamed agent batch by agent batch so memory stays flat. */
export function exportAgentTraining(deps: AppDeps, caller: AuthUser, query: AgentTrainingQuery): Download {
  const filter = filterOf(caller, query);
  async function* pages() {
    let after: { name: string; id: string } | null = null;
    for (;;) {
      const agents = await repo.nextAgents(deps.db, filter.companyId, after, EXPORT_AGENTS_PER_BATCH);
      if (agents.length === 0) return;
      const rows = await repo.agentTrainingRowsOf(
        deps.db,
        filter,
        agents.map((a) => a.id),
      );
      if (rows.length) yield rows.map(toRow);
      if (agents.length < EXPORT_AGENTS_PER_BATCH) return;
      after = agents[agents.length - 1];
    }
  }
  return csvDownload(AGENT_TRAINING_CSV_FILE, csvColumns(caller), pages());
}
