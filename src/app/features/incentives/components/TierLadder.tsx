import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { type LadderState, ladder } from '@shared/tiers';

const COLORS: Record<LadderState, string> = { Completed: 'green', Current: 'blue', Locked: 'gray' };

/** The five tiers with their rewards: Completed / Current / Locked for the agent's total points. */
export function TierLadder({ totalPoints }: { totalPoints: number }) {
  return (
    <Stack gap="sm">
      <Title order={3}>Progress ladder</Title>
      <Text c="dimmed">{totalPoints} points in total</Text>
      {ladder(totalPoints).map(({ tier, state }) => (
        <Paper key={tier.name} withBorder p="sm" radius="md" aria-label={`${tier.name}: ${state}`} opacity={state === 'Locked' ? 0.7 : 1}>
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text fw={700}>{tier.name}</Text>
            <Badge color={COLORS[state]}>{state}</Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {tier.max === null ? `${tier.min}+ points` : `${tier.min}–${tier.max} points`}
          </Text>
          <Text size="sm">{tier.reward}</Text>
        </Paper>
      ))}
    </Stack>
  );
}
