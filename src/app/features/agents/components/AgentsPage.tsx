import { Stack, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type Agent, AGENT_FILTER_DEBOUNCE_MS, type UpdateAgentBody } from '@shared/contracts/agents';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DataAge } from '../../../components/DataAge';
import { Pager } from '../../../components/Pager';
import { notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { updateSessionUser } from '../../../lib/session';
import { useSession } from '../../../lib/use-session';
import { AGENTS_PAGE_SIZE, type AgentListParams, agentKeys, agentsQuery, companiesQuery, saveAgent } from '../api/agent-queries';
import { AgentFilters, type AgentFilterValues, NO_AGENT_FILTERS } from './AgentFilters';
import { AgentsTable } from './AgentsTable';
import { EditUserModal } from './EditUserModal';

/** Manage Users (/agents): filters, table with each user's sync state, qualification and tier, edit modal. */
export function AgentsPage() {
  const session = useSession();
  const client = useQueryClient();
  const isAdmin = session?.role === 'admin';
  const [filters, setFilters] = useState<AgentFilterValues>(NO_AGENT_FILTERS);
  const [debounced] = useDebouncedValue(filters, AGENT_FILTER_DEBOUNCE_MS);
  const filterKey = JSON.stringify(debounced);
  // A filter change starts again at page 1: the page belongs to the filters it was chosen with.
  const [paging, setPaging] = useState({ page: 1, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const params = useMemo<AgentListParams>(
    () => ({ page, ...Object.fromEntries(Object.entries(JSON.parse(filterKey) as AgentFilterValues).filter(([, v]) => v)) }),
    [page, filterKey],
  );
  const list = useQuery(agentsQuery(params));
  const companies = useQuery(companiesQuery(isAdmin));
  const [editing, setEditing] = useState<Agent | null>(null);

  useEffect(() => {
    if (companies.error) notifyFailure('Failed to load companies');
  }, [companies.error]);

  const save = async (agent: Agent, body: UpdateAgentBody) => {
    let saved: Agent;
    try {
      saved = await saveAgent(agent.id, body);
    } catch (error) {
      const message = serverMessageOr(error, 'User update failed');
      notifyFailure(message);
      throw new Error(message);
    }
    // Editing oneself here changes what the shell shows too.
    if (saved.id === session?.user.id) updateSessionUser({ name: saved.name, email: saved.email, phoneNumber: saved.phoneNumber, gender: saved.gender, agentCode: saved.agentCode });
    notifySuccess('User updated successfully');
    await client.invalidateQueries({ queryKey: agentKeys.all });
  };

  if (!session) return null;
  const pagination = list.data?.pagination;
  return (
    <Stack gap="md">
      <Title order={2}>Manage Users</Title>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <AgentFilters values={filters} onChange={setFilters} companies={companies.data ?? []} showCompany={isAdmin} />
      <AgentsTable agents={list.data?.agents} loading={list.isPending} showCompany={isAdmin} onEdit={setEditing} />
      {pagination && pagination.totalItems > 0 && (
        <Pager
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={AGENTS_PAGE_SIZE}
          onPage={(next) => setPaging({ page: next, filterKey })}
        />
      )}
      <EditUserModal agent={editing} callerId={session.user.id} callerRole={session.role} onClose={() => setEditing(null)} onSave={save} />
    </Stack>
  );
}
