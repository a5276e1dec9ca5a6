import { Group, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A module card's title with its status badge, and the description under them. */
export function ModuleHeading({ title, description, badge }: { title: string; description: string | null; badge: ReactNode }) {
  return (
    <>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={3} size="h5">
          {title}
        </Title>
        {badge}
      </Group>
      {description && (
        <Text size="sm" c="dimmed">
          {description}
        </Text>
      )}
    </>
  );
}
