import { Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { GamificationStatistics } from '@shared/contracts/gamification-admin';
import { StatTile } from '../../../components/StatTile';

function Popularity({ title, rows }: { title: string; rows: GamificationStatistics['shortTermPopularity'] }) {
  return (
    <Card withBorder radius="md">
      <Title order={3} size="h4" mb="sm">
        {title}
      </Title>
      {rows.length === 0 && <Text c="dimmed">No options yet.</Text>}
      <Stack gap="sm">
        {rows.map((r) => (
          <div key={r.optionId}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate>
                {r.optionTitle}
              </Text>
              <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
                {r.selections} ({r.percentage}%)
              </Text>
            </Group>
            <Progress value={r.percentage} aria-label={`${r.optionTitle}: ${r.percentage}%`} />
          </div>
        ))}
      </Stack>
    </Card>
  );
}

export function StatisticsView({ stats }: { stats: GamificationStatistics }) {
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2 }}>
        <StatTile label="Total agents" value={stats.totalAgents} />
        <StatTile label="Active selections" value={stats.activeSelections} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Popularity title="Short-term popularity" rows={stats.shortTermPopularity} />
        <Popularity title="Long-term popularity" rows={stats.longTermPopularity} />
      </SimpleGrid>
    </Stack>
  );
}
