import { Badge, Button, Stack, Text } from '@mantine/core';
import type { Agent } from '@shared/contracts/agents';
import { useNow } from '@app/components/DataAge';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatAgo, formatDateTime, formatNumber, formatPercent } from '@app/i18n/format';
import { type Column, DataTable } from '@app/components/DataTable';
import { PhoneLink } from '@app/components/PhoneLink';
import { type EnumValue, enumLabel } from '@app/lib/labels';
import { enumsSignedIn } from '@app/i18n/messages/en/enums-signed-in';

function ageText(t: TFunction<'agents'>, seconds: number): string {
  if (seconds < 3600) return t('table.minutes', { count: Math.max(1, Math.round(seconds / 60)) });
  if (seconds < 86400) return t('table.hours', { count: Math.round(seconds / 3600) });
  return t('table.days', { count: Math.round(seconds / 86400) });
}

/** Last sync and the writes still on the phone then: an admin sees who has work that never reached the server. */
function SyncCell({ agent, now }: { agent: Agent; now: number }) {
  const { t } = useTranslation('agents');
  if (!agent.lastSyncAt)
    return (
      <Text size="sm" c="dimmed">
        {t('table.never')}
      </Text>
    );
  return (
    <Stack gap={2}>
      <Text size="sm" title={formatDateTime(agent.lastSyncAt)}>
        {formatAgo(Date.parse(agent.lastSyncAt), now)}
      </Text>
      {agent.backlog > 0 ? (
        <Badge color="orange" variant="light" size="sm">
          {t('table.unsent', { count: agent.backlog, age: ageText(t, agent.oldestEntryAgeSeconds) })}
        </Badge>
      ) : (
        <Badge color="green" variant="light" size="sm">
          {t('table.allSent')}
        </Badge>
      )}
    </Stack>
  );
}

function QualificationCell({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  if (!agent.qualification)
    return (
      <Text size="sm" c="dimmed">
        {t('table.notTaken')}
      </Text>
    );
  const { qualified, percentage } = agent.qualification;
  // The score under the badge, not inside it: the table then fits a 1280 px window with the menu open.
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={qualified ? 'green' : 'gray'} variant="light">
        {enumLabel('qualification', qualified ? 'qualified' : 'not_qualified')}
      </Badge>
      <Text size="xs" c="dimmed">
        {formatPercent(percentage)}
      </Text>
    </Stack>
  );
}

/** An address may break before its '@' (only there), so the table fits a 1280 px window with the menu open. */
function EmailText({ email }: { email: string }) {
  const at = email.indexOf('@');
  if (at <= 0) return <>{email}</>;
  return (
    <>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </>
  );
}

function TierCell({ agent }: { agent: Agent }) {
  const { t } = useTranslation('agents');
  return (
    <Stack gap={0}>
      <Text size="sm">{agent.tier in enumsSignedIn.tier ? enumLabel('tier', agent.tier as EnumValue<'tier'>) : agent.tier}</Text>
      <Text size="xs" c="dimmed">
        {t('table.points', { points: formatNumber(agent.totalPoints) })}
      </Text>
    </Stack>
  );
}

export interface AgentsTableProps {
  agents: Agent[] | undefined;
  loading: boolean;
  showCompany: boolean;
  /** Whether the caller may edit this user (shared/user-access.ts): rows they may not edit have no Edit button. */
  canEdit: (agent: Agent) => boolean;
  onEdit: (agent: Agent) => void;
}

export function AgentsTable({ agents, loading, showCompany, canEdit, onEdit }: AgentsTableProps) {
  const { t } = useTranslation('agents');
  const now = useNow();
  const columns: Column<Agent>[] = [
    { key: 'name', header: t('fields.name'), cell: (a) => a.name, card: 'primary' },
    { key: 'email', header: t('fields.email'), cell: (a) => <EmailText email={a.email} />, card: 'primary' },
    { key: 'phone', header: t('fields.phone'), cell: (a) => (a.phoneNumber ? <PhoneLink number={a.phoneNumber} /> : '—') },
    { key: 'role', header: t('fields.role'), cell: (a) => enumLabel('role', a.role) },
    { key: 'company', header: t('fields.company'), cell: (a) => a.company?.name ?? '—', hidden: !showCompany },
    { key: 'qualification', header: t('fields.qualification'), cell: (a) => <QualificationCell agent={a} />, card: 'status' },
    { key: 'tier', header: t('fields.tier'), cell: (a) => <TierCell agent={a} /> },
    { key: 'sync', header: t('fields.lastSync'), cell: (a) => <SyncCell agent={a} now={now} /> },
    {
      key: 'actions',
      header: t('fields.actions'),
      card: 'actions',
      cell: (a) =>
        canEdit(a) ? (
          <Button size="xs" variant="light" onClick={() => onEdit(a)} aria-label={t('table.editName', { name: a.name })}>
            {t('table.edit')}
          </Button>
        ) : null,
    },
  ];
  return <DataTable columns={columns} rows={agents} rowKey={(a) => a.id} loading={loading} empty={t('table.empty')} caption={t('table.caption')} />;
}
