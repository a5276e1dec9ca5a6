import { sharedKeys } from '@app/lib/query-keys';

/** Every dashboard figure refreshes under ['dashboard'] (a synced sale or loan invalidates it). */
export const dashboardKeys = {
  all: sharedKeys.dashboard,
  data: (weeks: number) => [...sharedKeys.dashboard, 'data', weeks] as const,
  targets: [...sharedKeys.dashboard, 'targets'] as const,
};
