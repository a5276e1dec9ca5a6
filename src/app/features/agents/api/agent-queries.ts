import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { listAgents } from '@shared/contracts/agents';
import { listAuditEvents } from '@shared/contracts/audit';
import type { QueryInput } from '@shared/contracts/endpoint';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { companiesQuery } from '@app/lib/companies-query';
import { agentKeys } from './agent-keys';

export const AGENTS_PAGE_SIZE = 10;

export type AgentListParams = QueryInput<typeof listAgents>;

export const agentsQuery = (params: AgentListParams) =>
  queryOptions({
    queryKey: agentKeys.list(params),
    queryFn: ({ signal }) => apiCall(listAgents, { query: { ...params, limit: AGENTS_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });

/** The company filter (admin only), with the spec's 'Failed to load companies' (part 2 §8). */
export const agentCompaniesQuery = (enabled: boolean) =>
  queryOptions({ ...companiesQuery(), enabled, meta: { errorToast: i18n.t('agents:filters.companiesFailed') } });

export const AUDIT_PAGE_SIZE = 10;

/** The platform admin's audit trail (emails moved by another person, phone numbers found twice), newest first. */
export const auditEventsQuery = (page: number) =>
  queryOptions({
    queryKey: agentKeys.audit(page),
    queryFn: ({ signal }) => apiCall(listAuditEvents, { query: { page, limit: AUDIT_PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
