import { Badge, Group, Paper, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QUALIFYING_PERCENT, type TraitScore } from '@shared/scoring';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@app/i18n/format';

/** The weighted overall percent, the qualification and the trait breakdown (server or provisional score). */
export function ScoreSummary({ overallPercent, qualified, traits, status }: { overallPercent: number; qualified: boolean; traits: TraitScore[]; status: ReactNode }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const overall = formatPercent(overallPercent);
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3}>{t('score.title')}</Title>
          {status}
        </Group>
        <Group gap="lg" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            sections={[{ value: overallPercent, color: qualified ? 'green' : 'orange' }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {overall}
              </Text>
            }
            aria-label={t('score.overallLabel', { percent: overall })}
          />
          <Stack gap={4}>
            <Text fw={600}>{t('score.overall', { percent: overall })}</Text>
            {qualified ? (
              <Badge color="green" size="lg">
                {t('score.qualified')}
              </Badge>
            ) : (
              <Badge color="orange" size="lg">
                {t('score.notQualified')}
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              {t('score.minimum', { percent: formatPercent(QUALIFYING_PERCENT) })}
            </Text>
          </Stack>
        </Group>
        <Title order={4}>{t('score.breakdown')}</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {traits.map((trait) => (
            <Stack key={trait.trait} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {t(`enums:trait.${trait.trait}`)}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('score.traitLine', { percent: formatPercent(trait.percent), weight: formatPercent(trait.weight * 100) })}
                </Text>
              </Group>
              <Progress value={trait.percent} aria-label={t('score.traitLabel', { trait: t(`enums:trait.${trait.trait}`), percent: formatPercent(trait.percent) })} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
