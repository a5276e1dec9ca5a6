import type { AgentListParams } from './agent-queries';

/** Query keys of Manage Users: every list refreshes under ['agents']. */
export const agentKeys = {
  all: ['agents'] as const,
  list: (params: AgentListParams) => ['agents', 'list', params] as const,
  /** Under ['agents'], so a saved edit (an email moved) refreshes the trail too. */
  audit: (page: number) => ['agents', 'audit', page] as const,
};
