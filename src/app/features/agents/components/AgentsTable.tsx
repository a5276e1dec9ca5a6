import { Badge, Button, Stack, Text } from '@mantine/core';
import type { Agent } from '@shared/contracts/agents';
import { useNow } from '../../../components/DataAge';
import { formatAgo } from '../../../i18n/format';
import { type Column, DataTable } from '../../../components/DataTable';
import { roleLabel } from '../../../lib/labels';

function ageText(seconds: number): string {
  if (seconds < 3600) return `${Math.max(1, Math.round(seconds / 60))} min`;
  if (seconds < 86400) return `${Math.round(seconds / 3600)} h`;
  return `${Math.round(seconds / 86400)} days`;
}

/** Last sync and the writes still on the phone then: an admin sees who has work that never reached the server. */
function SyncCell({ agent, now }: { agent: Agent; now: number }) {
  if (!agent.lastSyncAt) return <Text size="sm" c="dimmed">Never</Text>;
  return (
    <Stack gap={2}>
      <Text size="sm" title={new Date(agent.lastSyncAt).toLocaleString()}>
        {formatAgo(Date.parse(agent.lastSyncAt), now)}
      </Text>
      {agent.backlog > 0 ? (
        <Badge color="orange" variant="light" size="sm">
          {agent.backlog} unsent · oldest {ageText(agent.oldestEntryAgeSeconds)}
        </Badge>
      ) : (
        <Badge color="green" variant="light" size="sm">
          All sent
        </Badge>
      )}
    </Stack>
  );
}

function QualificationCell({ agent }: { agent: Agent }) {
  if (!agent.qualification) return <Text size="sm" c="dimmed">Not taken</Text>;
  const { qualified, percentage } = agent.qualification;
  // The score under the badge, not inside it: the table then fits a 1280 px window with the menu open.
  return (
    <Stack gap={2} align="flex-start">
      <Badge color={qualified ? 'green' : 'gray'} variant="light">
        {qualified ? 'Qualified' : 'Not qualified'}
      </Badge>
      <Text size="xs" c="dimmed">
        {percentage}%
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
  return (
    <Stack gap={0}>
      <Text size="sm">{agent.tier}</Text>
      <Text size="xs" c="dimmed">
        {agent.totalPoints} pts
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
  const now = useNow();
  const columns: Column<Agent>[] = [
    { key: 'name', header: 'Name', cell: (a) => a.name, card: 'primary' },
    { key: 'email', header: 'Email', cell: (a) => <EmailText email={a.email} />, card: 'primary' },
    { key: 'phone', header: 'Phone', cell: (a) => a.phoneNumber ?? '—' },
    { key: 'role', header: 'Role', cell: (a) => roleLabel(a.role) },
    { key: 'company', header: 'Company', cell: (a) => a.company?.name ?? '—', hidden: !showCompany },
    { key: 'qualification', header: 'Qualification', cell: (a) => <QualificationCell agent={a} />, card: 'status' },
    { key: 'tier', header: 'Tier', cell: (a) => <TierCell agent={a} /> },
    { key: 'sync', header: 'Last sync', cell: (a) => <SyncCell agent={a} now={now} /> },
    {
      key: 'actions',
      header: 'Actions',
      card: 'actions',
      cell: (a) =>
        canEdit(a) ? (
          <Button size="xs" variant="light" onClick={() => onEdit(a)} aria-label={`Edit ${a.name}`}>
            Edit
          </Button>
        ) : null,
    },
  ];
  return <DataTable columns={columns} rows={agents} rowKey={(a) => a.id} loading={loading} empty="No users found." caption="Users" />;
}
