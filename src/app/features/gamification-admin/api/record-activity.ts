import { keepPreviousData, queryOptions, useMutation } from '@tanstack/react-query';
import { listAgents } from '@shared/contracts/agents';
import { type RecordActivityBody, recordActivityFor } from '@shared/contracts/gamification-admin';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { adminKeys } from './gamification-admin-keys';
import { useReloadAdminData } from './gamification-admin-api';

export interface AgentChoice {
  value: string;
  label: string;
  /** The agent's name alone, which the success toast names. */
  name: string;
}

/** Points are for agents: engaged agents and recruits (the server decides who may receive them). */
const AGENT_ROLES = ['engaged_agent', 'potential_agent'] as const;
const CHOICES_PER_ROLE = 20;

/**
 * The agent picker: the agents whose name matches what is typed, from Manage Users' list (a company admin's own
 * company; the platform admin's every company, so the company is named).
 */
export const agentChoicesQuery = (name: string, withCompany: boolean) =>
  queryOptions({
    queryKey: adminKeys.agentChoices(name),
    queryFn: async ({ signal }): Promise<AgentChoice[]> => {
      const lists = await Promise.all(
        AGENT_ROLES.map((role) => apiCall(listAgents, { query: { role, page: 1, limit: CHOICES_PER_ROLE, ...(name ? { name } : {}) }, signal })),
      );
      return lists
        .flatMap((list) => list.agents)
        .sort((a, b) => a.name.localeCompare(b.name))
        .map((a) => ({
          value: a.id,
          name: a.name,
          label: withCompany && a.company ? i18n.t('gamification:record.agentWithCompany', { name: a.name, company: a.company.name }) : a.name,
        }));
    },
    placeholderData: keepPreviousData,
    meta: { errorToast: () => i18n.t('gamification:loadFailed') },
  });

/**
 * POST /admin/gamification/record-activity. `key` is made once per opened form and sent as Idempotency-Key, so a
 * second press or a retry after a lost answer records the activity once; `name` is the agent the toast names.
 */
export function useRecordActivity() {
  const reload = useReloadAdminData();
  return useMutation({
    mutationFn: ({ body, key }: { body: RecordActivityBody; key: string; name: string }) => apiCall(recordActivityFor, { body, idempotencyKey: key }),
    meta: { errorToast: (error) => serverMessageOr(error, i18n.t('gamification:record.failed')) },
    onSuccess: (answer, { name }) => {
      notifySuccess(i18n.t('gamification:record.recorded', { count: answer.data.pointsEarned, name }));
      void reload();
    },
  });
}
