import { Stack, Title } from '@mantine/core';
import { type Agent, AGENT_FILTER_DEBOUNCE_MS } from '@shared/contracts/agents';
import { standingToward } from '@shared/user-access';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { Pager } from '@app/components/Pager';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { useSession } from '@app/lib/use-session';
import { agentCompaniesQuery, agentsQuery } from '../api/agent-queries';
import type { AgentSearch } from '../search';
import { AgentFilters } from './AgentFilters';
import { AgentsTable } from './AgentsTable';
import { AuditTrail } from './AuditTrail';
import { EditUserModal } from './EditUserModal';

export interface AgentsPageProps {
  search: AgentSearch;
  onSearchChange: (patch: Partial<AgentSearch>) => void;
}

/** Manage Users (/agents): filters, table with each user's sync state, qualification and tier, edit modal. */
export function AgentsPage({ search, onSearchChange }: AgentsPageProps) {
  const { t } = useTranslation('agents');
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const { page, ...applied } = search;
  // A filter change starts again at page 1: the page belongs to the filters it was chosen with.
  const [filters, setFilters] = useDebouncedFilters(applied, (next) => onSearchChange({ ...next, page: 1 }), AGENT_FILTER_DEBOUNCE_MS);
  const list = useQuery(agentsQuery({ page, ...Object.fromEntries(Object.entries(applied).filter(([, v]) => v)) }));
  const companies = useQuery(agentCompaniesQuery(isAdmin));
  const [editing, setEditing] = useState<Agent | null>(null);

  if (!session) return null;
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <AgentFilters values={filters} onChange={setFilters} companies={companies.data ?? []} showCompany={isAdmin} />
      <AgentsTable
        agents={list.data?.agents}
        loading={list.isPending}
        showCompany={isAdmin}
        canEdit={(agent) => standingToward(session.user, agent) === 'manage'}
        onEdit={setEditing}
      />
      <Pager pagination={list.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      {isAdmin && <AuditTrail />}
      {editing && <EditUserModal key={editing.id} agent={editing} callerRole={session.role} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
