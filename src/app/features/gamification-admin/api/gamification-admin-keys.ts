/** Query keys of Manage Gamification: the whole screen refreshes under ['gamification-admin']. */
export const adminKeys = {
  all: ['gamification-admin'] as const,
  options: ['gamification-admin', 'options'] as const,
  statistics: ['gamification-admin', 'statistics'] as const,
  overview: ['gamification-admin', 'overview'] as const,
  agentChoices: (name: string) => ['gamification-admin', 'agent-choices', name] as const,
};
