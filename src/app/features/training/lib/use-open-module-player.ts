import { useNavigate } from '@tanstack/react-router';
import type { ModuleSummary } from '@shared/contracts/training';
import { useCallback } from 'react';
import { useStartModule } from '../api/learning';

/**
 * Opens a module's player (/training/module/{id}) after registering the start; a failed start is silent and the
 * module opens anyway (spec part 2 §8). `opening` is the module whose start is on its way.
 */
export function useOpenModulePlayer(): { open: (module: ModuleSummary) => void; opening: string | null } {
  const navigate = useNavigate();
  const start = useStartModule();
  const { mutateAsync: startModule } = start;
  const open = useCallback(
    (module: ModuleSummary) =>
      void startModule(module.id)
        .catch(() => undefined)
        .then(() => navigate({ to: '/training/module/$moduleId', params: { moduleId: module.id } })),
    [startModule, navigate],
  );
  return { open, opening: start.isPending ? (start.variables ?? null) : null };
}
