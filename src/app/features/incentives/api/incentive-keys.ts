/** Query keys of the agent's incentives portal: everything refreshes under ['gamification']. */
export const incentiveKeys = {
  all: ['gamification'] as const,
  dashboard: ['gamification', 'dashboard'] as const,
  options: ['gamification', 'options'] as const,
  activities: (limit: number) => ['gamification', 'activities', limit] as const,
};
