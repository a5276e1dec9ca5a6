import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Agent, type UpdateAgentBody, updateAgent } from '@shared/contracts/agents';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { getSession, updateSessionUser } from '@app/lib/session';
import { agentKeys } from './agent-keys';

/** The edit modal shows the same text inline as the toast: the server's reason, else 'User update failed'. */
export const saveAgentErrorMessage = (error: unknown) => serverMessageOr(error, i18n.t('agents:edit.failed'));

/** Saves a user from Manage Users; editing oneself here changes what the shell shows too. */
export function useSaveAgent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: UpdateAgentBody }): Promise<Agent> => apiCall(updateAgent, { params: { id }, body }).then((r) => r.data),
    meta: { errorToast: saveAgentErrorMessage },
    onSuccess: async (saved) => {
      if (saved.id === getSession()?.user.id) {
        updateSessionUser({ name: saved.name, email: saved.email, phoneNumber: saved.phoneNumber, gender: saved.gender, agentCode: saved.agentCode });
      }
      notifySuccess(i18n.t('agents:edit.saved'));
      await client.invalidateQueries({ queryKey: agentKeys.all });
    },
  });
}
