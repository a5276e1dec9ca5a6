import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { type Agent, listAgents, type UpdateAgentBody, updateAgent } from '@shared/contracts/agents';
import { listCompanies } from '@shared/contracts/auth';
import type { QueryInput } from '@shared/contracts/endpoint';
import { apiCall } from '../../../lib/api-client';

export const AGENTS_PAGE_SIZE = 10;

export type AgentListParams = QueryInput<typeof listAgents>;

export const agentKeys = {
  all: ['agents'] as const,
  list: (params: AgentListParams) => ['agents', 'list', params] as const,
  companies: ['companies', 'all'] as const,
};

export const agentsQuery = (params: AgentListParams) =>
  queryOptions({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }) => apiCall(listAgents, { query: { ...params, limit: AGENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The screen toasts 'Failed to load companies' itself (spec part 2 §8). */
export const companiesQuery = (enabled: boolean) =>
  queryOptions({
    queryKey: agentKeys.companies,
    queryFn: ({ signal }) => apiCall(listCompanies, { signal }).then((r) => r.companies),
    enabled,
    meta: { silent: true },
    staleTime: 5 * 60_000,
  });

export const saveAgent = (id: string, body: UpdateAgentBody): Promise<Agent> => apiCall(updateAgent, { params: { id }, body }).then((r) => r.data);
