import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type TargetValues, putTargets } from '@shared/contracts/targets';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { dashboardKeys } from './dashboard-keys';

/** Saves this season's targets: the company default, or one agent's own (`agentId`). */
export function useSaveTargets() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ values, agentId }: { values: TargetValues; agentId?: string }) =>
      apiCall(putTargets, { body: { ...values, ...(agentId ? { agentId } : {}) } }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('dashboard:targetsModal.saveFailed')) },
    onSuccess: (answer) => {
      client.setQueryData(dashboardKeys.targets, answer);
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
      notifySuccess(i18n.t('dashboard:targetsModal.saved'));
    },
  });
}
