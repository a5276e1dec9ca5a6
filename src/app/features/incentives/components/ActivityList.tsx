import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Activity } from '@shared/contracts/gamification';
import { enumLabel } from '../../../lib/labels';

/** Point events, newest first. */
export function ActivityList({ activities, empty = 'No activities yet.' }: { activities: Activity[]; empty?: string }) {
  if (activities.length === 0) return <Text c="dimmed">{empty}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {activities.map((a) => (
        <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {a.description}
            </Text>
            <Text size="xs" c="dimmed">
              {enumLabel('activity', a.activityType)} · {new Date(a.date).toLocaleDateString('en-KE')}
            </Text>
          </div>
          <Badge variant="light" color="green">
            +{a.points} pts
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
