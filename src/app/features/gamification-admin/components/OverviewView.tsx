import { Card, SimpleGrid, Stack, Title } from '@mantine/core';
import type { Activity } from '@shared/contracts/gamification';
import type { ActivityOverview, GamificationStatistics } from '@shared/contracts/gamification-admin';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { StatTile } from '@app/components/StatTile';
import { formatDate, formatNumber } from '@app/i18n/format';
import { activityLine } from '@app/lib/activity-line';

type TopAgent = ActivityOverview['topPerformingAgents'][number] & { rank: number };

const agentColumns = (t: TFunction<'gamification'>): Column<TopAgent>[] => [
  { key: 'rank', header: t('overview.columns.rank'), cell: (a) => a.rank },
  { key: 'name', header: t('overview.columns.agent'), cell: (a) => a.userName, card: 'primary' },
  { key: 'email', header: t('overview.columns.email'), cell: (a) => a.userEmail, card: 'primary' },
  { key: 'points', header: t('overview.columns.totalPoints'), cell: (a) => formatNumber(a.totalPoints) },
];

const activityColumns = (t: TFunction<'gamification'>): Column<Activity>[] => [
  { key: 'agent', header: t('overview.columns.agent'), cell: (a) => a.agentName, card: 'primary' },
  { key: 'description', header: t('overview.columns.activity'), cell: (a) => activityLine(a), card: 'primary' },
  { key: 'points', header: t('overview.columns.points'), cell: (a) => formatNumber(a.points) },
  { key: 'date', header: t('overview.columns.date'), cell: (a) => formatDate(a.date) },
];

/** Dashboard: totals, the top 10 agents and the 10 latest activities. */
export function OverviewView({ overview, stats }: { overview: ActivityOverview; stats: GamificationStatistics | undefined }) {
  const { t } = useTranslation(['gamification', 'enums']);
  const ranked: TopAgent[] = overview.topPerformingAgents.map((a, i) => ({ ...a, rank: i + 1 }));
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatTile label={t('overview.pointsAwarded')} value={formatNumber(overview.totalPointsAwarded)} />
        <StatTile label={t('overview.agents')} value={stats ? formatNumber(stats.totalAgents) : '—'} />
        <StatTile label={t('overview.activeSelections')} value={stats ? formatNumber(stats.activeSelections) : '—'} />
      </SimpleGrid>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('overview.topAgents')}
        </Title>
        <DataTable columns={agentColumns(t)} rows={ranked} rowKey={(a) => a.userId} empty={t('overview.noPoints')} />
      </Card>
      <Card withBorder radius="md">
        <Title order={3} size="h4" mb="sm">
          {t('overview.recent')}
        </Title>
        <DataTable columns={activityColumns(t)} rows={overview.recentActivities} rowKey={(a) => a.id} empty={t('overview.noActivities')} />
      </Card>
    </Stack>
  );
}
