/** Query keys of the training feature: every training screen refreshes under ['training']. */
export const trainingKeys = {
  all: ['training'] as const,
  list: () => ['training', 'list'] as const,
  stats: () => ['training', 'stats'] as const,
  module: (id: string) => ['training', 'module', id] as const,
  adminModules: (query: { page: number; limit: number; title?: string; status?: string }) => ['training', 'admin', 'modules', query] as const,
  adminStats: () => ['training', 'admin', 'stats'] as const,
  adminAudio: () => ['training', 'admin', 'audio-files'] as const,
  files: (page: number) => ['training', 'files', page] as const,
};
