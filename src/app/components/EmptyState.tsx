import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled empty or error state with an optional action (Try Again, Back…). */
export function EmptyState({ title, description, action }: { title: string; description?: ReactNode; action?: ReactNode }) {
  return (
    <Stack align="center" gap="xs" py="xl" ta="center">
      <Title order={3} size="h4">
        {title}
      </Title>
      {description && <Text c="dimmed">{description}</Text>}
      {action}
    </Stack>
  );
}
