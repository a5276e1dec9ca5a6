import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Activity } from '@shared/contracts/gamification';
import type { ActivityOverview, GamificationStatistics } from '@shared/contracts/gamification-admin';
import { type Column, DataTable } from '../../../components/DataTable';
import { StatTile } from '../../../components/StatTile';

type TopAgent = ActivityOverview['topPerformingAgents'][number] & { rank: number };

const AGENT_COLUMNS: Column<TopAgent>[] = [
  { key: 'rank', header: '#', cell: (a) => a.rank },
  { key: 'name', header: 'Agent', cell: (a) => a.userName, card: 'primary' },
  { key: 'email', header: 'Email', cell: (a) => a.userEmail, card: 'primary' },
  { key: 'points', header: 'Total points', cell: (a) => a.totalPoints },
];

const ACTIVITY_COLUMNS: Column<Activity>[] = [
  { key: 'agent', header: 'Agent', cell: (a) => a.agentName, card: 'primary' },
  { key: 'description', header: 'Activity', cell: (a) => a.description, card: 'primary' },
  { key: 'points', header: 'Points', cell: (a) => a.points },
  { key: 'date', header: 'Date', cell: (a) => new Date(a.date).toLocaleDateString('en-KE') },
];

/** Dashboard: totals, the top 10 agents and the 10 latest activities. */
export function OverviewView({ overview, stats }: { overview: ActivityOverview; stats: GamificationStatistics | undefined }) {
  const ranked: TopAgent[] = overview.topPerformingAgents.map((a, i) => ({ ...a, rank: i + 1 }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatTile label="Points awarded" value={overview.totalPointsAwarded} />
        <StatTile label="Agents" value={stats?.totalAgents ?? '—'} />
        <StatTile label="Active selections" value={stats?.activeSelections ?? '—'} />
      </SimpleGrid>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          Top performing agents
        </Title>
        <DataTable columns={AGENT_COLUMNS} rows={ranked} rowKey={(a) => a.userId} empty="No points awarded yet." />
      </Card>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          Recent activities
        </Title>
        <DataTable columns={ACTIVITY_COLUMNS} rows={overview.recentActivities} rowKey={(a) => a.id} empty="No activities yet." />
      </Card>
    </Stack>
  );
}
