import { Badge, Group, Paper, Progress, RingProgress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { QUALIFYING_PERCENT, TRAIT_LABELS, type TraitScore } from '@shared/scoring';
import type { ReactNode } from 'react';

/** The weighted overall percent, the qualification and the trait breakdown (server or provisional score). */
export function ScoreSummary({ overallPercent, qualified, traits, status }: { overallPercent: number; qualified: boolean; traits: TraitScore[]; status: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3}>Your Score</Title>
          {status}
        </Group>
        <Group gap="lg" wrap="wrap">
          <RingProgress
            size={120}
            thickness={12}
            sections={[{ value: overallPercent, color: qualified ? 'green' : 'orange' }]}
            label={
              <Text ta="center" fw={700} size="lg">
                {overallPercent.toFixed(1)}%
              </Text>
            }
            aria-label={`Overall weighted score ${overallPercent.toFixed(1)}%`}
          />
          <Stack gap={4}>
            <Text fw={600}>Overall weighted score: {overallPercent.toFixed(1)}%</Text>
            {qualified ? (
              <Badge color="green" size="lg">
                Qualified for training
              </Badge>
            ) : (
              <Badge color="orange" size="lg">
                Not yet qualified
              </Badge>
            )}
            <Text size="sm" c="dimmed">
              A minimum score of {QUALIFYING_PERCENT}% is needed to qualify for training.
            </Text>
          </Stack>
        </Group>
        <Title order={4}>Trait breakdown</Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {traits.map((t) => (
            <Stack key={t.trait} gap={4}>
              <Group justify="space-between" gap="xs">
                <Text size="sm" fw={600}>
                  {TRAIT_LABELS[t.trait]}
                </Text>
                <Text size="sm" c="dimmed">
                  {t.percent.toFixed(1)}% · weight {Math.round(t.weight * 100)}%
                </Text>
              </Group>
              <Progress value={t.percent} aria-label={`${TRAIT_LABELS[t.trait]} ${t.percent}%`} />
            </Stack>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
