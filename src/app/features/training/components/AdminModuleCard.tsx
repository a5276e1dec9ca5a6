import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminModule } from '@shared/contracts/training';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('training');
  return (
    <Card withBorder radius="md">
      <Stack gap="xs">
        <ModuleHeading title={m.title} description={m.description} badge={<Badge color={m.isActive ? 'green' : 'gray'}>{m.isActive ? t('admin.active') : t('admin.inactive')}</Badge>} />
        <Group justify="space-between">
          <Text size="sm">{t('admin.audioFiles', { count: m.totalAudioFiles })}</Text>
          <Text size="sm">{t('admin.order', { order: m.moduleOrder })}</Text>
        </Group>
        <Group gap="xs">
          <Button size="xs" variant="light" loading={toggling} onClick={onToggle}>
            {m.isActive ? t('admin.deactivate') : t('admin.activate')}
          </Button>
          <Button size="xs" variant="default" onClick={onEdit}>
            {t('admin.edit')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete}>
            {t('admin.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
