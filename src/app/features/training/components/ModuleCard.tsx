import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { ModuleSummary } from '@shared/contracts/training';
import { memo } from 'react';
import { ModuleHeading } from './ModuleHeading';

const STATUS = {
  completed: { color: 'green', label: 'Completed', action: 'Review' },
  in_progress: { color: 'blue', label: 'In Progress', action: 'Continue' },
  not_started: { color: 'gray', label: 'Not Started', action: 'Start' },
} as const;

/** One module on /training; memoised so a poll that brings the same data re-renders nothing. */
export const ModuleCard = memo(function ModuleCard({ module, onOpen, busy }: { module: ModuleSummary; onOpen: (m: ModuleSummary) => void; busy: boolean }) {
  const status = STATUS[module.status];
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <ModuleHeading
          title={module.title}
          description={module.description}
          badge={
            <Badge color={status.color} variant="light">
              {status.label}
            </Badge>
          }
        />
        <Group justify="space-between">
          <Text size="sm">{module.totalAudioFiles} audio files</Text>
          <Text size="sm">{module.completedAudioFiles} completed</Text>
        </Group>
        <Progress value={module.progressPercentage} color={status.color} aria-label={`${module.title} progress`} />
        <Text size="xs" c="dimmed">
          {module.progressPercentage}% complete
        </Text>
        <Button mt="auto" onClick={() => onOpen(module)} loading={busy}>
          {status.action}
        </Button>
      </Stack>
    </Card>
  );
});
