import { Button, Center, Group, Loader, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRAITS } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';
import { EmptyState } from '@app/components/EmptyState';
import { StatTile } from '@app/components/StatTile';
import { statsQuery } from '../api/questionnaire-queries';

/** Analytics (admin): figures, questions per trait, completion progress, Refresh and Try Again. */
export function AnalyticsPanel({ companyId }: { companyId: string }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const stats = useQuery(statsQuery(companyId));

  if (stats.isPending && stats.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader aria-label={t('analytics.loading')} />
      </Center>
    );
  }
  if (!stats.data) {
    return <EmptyState title={t('analytics.failed')} action={<Button onClick={() => void stats.refetch()}>{t('tryAgain')}</Button>} />;
  }
  const s = stats.data;
  const pendingUsers = Math.max(0, s.totalUsers - s.usersCompleted);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3}>{t('analytics.title')}</Title>
        <Button variant="default" onClick={() => void stats.refetch()} loading={stats.isFetching}>
          {t('analytics.refresh')}
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label={t('analytics.totalQuestions')} value={s.totalQuestions} />
        <StatTile label={t('analytics.totalUsers')} value={s.totalUsers} />
        <StatTile label={t('analytics.usersCompleted')} value={s.usersCompleted} />
        <StatTile label={t('analytics.rate')} value={formatPercent(s.completionRate)} />
      </SimpleGrid>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('analytics.byTrait')}
        </Title>
        <Stack gap="sm">
          {TRAITS.map((trait) => {
            const n = s.questionsByTrait[trait] ?? 0;
            return (
              <Stack key={trait} gap={4}>
                <Group justify="space-between">
                  <Text size="sm">{t(`enums:trait.${trait}`)}</Text>
                  <Text size="sm" fw={600}>
                    {n}
                  </Text>
                </Group>
                <Progress value={s.totalQuestions ? (n / s.totalQuestions) * 100 : 0} aria-label={t('analytics.traitQuestions', { trait: t(`enums:trait.${trait}`), count: n })} />
              </Stack>
            );
          })}
        </Stack>
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Title order={4} mb="sm">
          {t('analytics.progress')}
        </Title>
        <Progress value={s.completionRate} size="lg" aria-label={t('analytics.rateLabel', { percent: formatPercent(s.completionRate) })} />
        <Group justify="space-between" mt="xs">
          <Text size="sm">{t('analytics.completed', { count: s.usersCompleted })}</Text>
          <Text size="sm">{t('analytics.pending', { count: pendingUsers })}</Text>
        </Group>
      </Paper>
    </Stack>
  );
}
