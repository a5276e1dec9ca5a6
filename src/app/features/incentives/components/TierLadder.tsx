import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type LadderState, ladder } from '@shared/tiers';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@app/i18n/format';

const COLORS: Record<LadderState, string> = { Completed: 'green', Current: 'blue', Locked: 'gray' };

/** The five tiers with their rewards: Completed / Current / Locked for the agent's total points. */
export function TierLadder({ totalPoints }: { totalPoints: number }) {
  const { t } = useTranslation(['incentives', 'enums']);
  return (
    <Stack gap="sm">
      <Title order={3}>{t('ladder.title')}</Title>
      <Text c="dimmed">{t('ladder.total', { count: totalPoints })}</Text>
      {ladder(totalPoints).map(({ tier, state }) => (
        <Paper key={tier.name} withBorder p="sm" radius="md" aria-label={t('ladder.label', { tier: t(`enums:tier.${tier.name}`), state: t(`enums:ladderState.${state}`) })} opacity={state === 'Locked' ? 0.7 : 1}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{t(`enums:tier.${tier.name}`)}</Text>
            <Badge color={COLORS[state]}>{t(`enums:ladderState.${state}`)}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {tier.max === null ? t('ladder.open', { min: formatNumber(tier.min) }) : t('ladder.range', { min: formatNumber(tier.min), max: formatNumber(tier.max) })}
          </Text>
          <Text size="sm">{t(`enums:tierReward.${tier.name}`)}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
