import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminModule } from '@shared/contracts/training';
import { ModuleHeading } from './ModuleHeading';

interface AdminModuleCardProps {
  module: AdminModule;
  toggling: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One module on /admin/training: status, audio count, order, and Activate/Deactivate, Edit, Delete. */
export function AdminModuleCard({ module: m, toggling, onToggle, onEdit, onDelete }: AdminModuleCardProps) {
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <ModuleHeading title={m.title} description={m.description} badge={<Badge color={m.isActive ? 'green' : 'gray'}>{m.isActive ? 'Active' : 'Inactive'}</Badge>} />
        <Group justify="space-between">
          <Text size="sm">{m.totalAudioFiles} audio files</Text>
          <Text size="sm">Order: {m.moduleOrder}</Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" loading={toggling} onClick={onToggle}>
            {m.isActive ? 'Deactivate' : 'Activate'}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
