import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GamificationStatistics } from '@shared/contracts/gamification-admin';
import { useTranslation } from 'react-i18next';
import { StatTile } from '@app/components/StatTile';
import { formatNumber } from '@app/i18n/format';

function Popularity({ title, rows }: { title: string; rows: GamificationStatistics['shortTermPopularity'] }) {
  const { t } = useTranslation('gamification');
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 && <Text c="dimmed">{t('statistics.noOptions')}</Text>}
      <Stack gap="sm">
        {rows.map((r) => (
          <div key={r.optionId}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {r.optionTitle}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {t('statistics.line', { selections: formatNumber(r.selections), percent: formatNumber(r.percentage) })}
              </Text>
            </Group>
            <Progress value={r.percentage} aria-label={t('statistics.label', { title: r.optionTitle, percent: formatNumber(r.percentage) })} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}

export function StatisticsView({ stats }: { stats: GamificationStatistics }) {
  const { t } = useTranslation('gamification');
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2 }}>
        <StatTile label={t('statistics.totalAgents')} value={formatNumber(stats.totalAgents)} />
        <StatTile label={t('statistics.activeSelections')} value={formatNumber(stats.activeSelections)} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Popularity title={t('statistics.shortTerm')} rows={stats.shortTermPopularity} />
        <Popularity title={t('statistics.longTerm')} rows={stats.longTermPopularity} />
      </SimpleGrid>
    </Stack>
  );
}
