import { Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRAIT_LABELS, TRAITS } from '@shared/scoring';
import { EmptyState } from '../../../components/EmptyState';
import { StatTile } from '../../../components/StatTile';
import { statsQuery } from '../api/questionnaire-queries';

/** Analytics (admin): figures, questions per trait, completion progress, Refresh and Try Again. */
export function AnalyticsPanel({ companyId }: { companyId: string }) {
  const stats = useQuery(statsQuery(companyId));

  if (stats.isPending && stats.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader aria-label="Loading statistics" />
      </Center>
    );
  }
  if (!stats.data) {
    return <EmptyState title="Failed to load statistics" action={<Button onClick={() => void stats.refetch()}>Try Again</Button>} />;
  }
  const s = stats.data;
  const pendingUsers = Math.max(0, s.totalUsers - s.usersCompleted);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>Questionnaire Analytics</Title>
        <Button variant="default" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          Refresh
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label="Total Questions" value={s.totalQuestions} />
        <StatTile label="Total Users" value={s.totalUsers} />
        <StatTile label="Users Completed" value={s.usersCompleted} />
        <StatTile label="Completion Rate" value={`${s.completionRate}%`} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          Questions by trait
        </Title>
        <Stack gap="sm">
          {TRAITS.map((t) => {
            const n = s.questionsByTrait[t] ?? 0;
            return (
              <Stack key={t} gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{TRAIT_LABELS[t]}</Text>
                  <Text size="sm" fw={600}>
                    {n}
                  </Text>
                </Group>
                <Progress value={s.totalQuestions ? (n / s.totalQuestions) * 100 : 0} aria-label={`${TRAIT_LABELS[t]}: ${n} questions`} />
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          Completion progress
        </Title>
        <Progress value={s.completionRate} size="lg" aria-label={`Completion rate ${s.completionRate}%`} />
        <Group justify="space-between" mt="xs">
          <Text size="sm">Completed: {s.usersCompleted}</Text>
          <Text size="sm">Pending: {pendingUsers}</Text>
        </Group>
      </Paper>
    </Stack>
  );
}
