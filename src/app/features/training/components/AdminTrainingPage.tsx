import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type AdminModule, deleteModule, toggleModule } from '@shared/contracts/training';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { StatTile } from '../../../components/StatTile';
import { apiCall } from '../../../lib/api-client';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { trainingKeys } from '../api/training-keys';
import { adminAudioQuery, adminModulesQuery, adminStatsQuery } from '../api/training-queries';
import { ModuleFormModal } from './ModuleFormModal';

/** /admin/training: figures, module cards with Activate/Deactivate, Edit, Delete, and the stored audio files. */
export function AdminTrainingPage() {
  const enabled = useSession()?.role === 'admin';
  const client = useQueryClient();
  const stats = useQuery({ ...adminStatsQuery(), enabled });
  const modules = useQuery({ ...adminModulesQuery({ page: 1 }, 100), enabled });
  const audio = useQuery({ ...adminAudioQuery(), enabled });
  const [editing, setEditing] = useState<AdminModule | null>(null);
  const [deleting, setDeleting] = useState<AdminModule | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: trainingKeys.all });

  useEffect(() => {
    if (modules.error || stats.error || audio.error) notifyFailure('Failed to load training modules');
  }, [modules.error, stats.error, audio.error]);

  const toggle = useMutation({
    mutationFn: (id: string) => apiCall(toggleModule, { params: { id } }),
    onSuccess: async () => {
      notifySuccess('Module status updated successfully');
      await refresh();
    },
    onError: () => notifyFailure('Failed to update module status'),
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiCall(deleteModule, { params: { id } }),
    onSuccess: async () => {
      notifySuccess('Module deleted successfully');
      setDeleting(null);
      await refresh();
    },
    onError: () => notifyFailure('Failed to delete module'),
  });

  const s = stats.data?.stats;
  const list = modules.data?.modules ?? [];
  const files = audio.data?.audioFiles ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>Admin Training Management</Title>
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatTile label="Total Modules" value={s?.totalModules ?? '–'} />
        <StatTile label="Active Modules" value={s?.activeModules ?? '–'} />
        <StatTile label="Audio Files" value={s?.totalAudioFiles ?? '–'} />
      </SimpleGrid>
      {modules.isSuccess && list.length === 0 ? (
        <EmptyState title="No training modules available" description="Create your first training module to get started" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {list.map((m) => (
            <Card key={m.id} withBorder radius="md">
              <Stack gap="xs">
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Title order={3} size="h5">
                    {m.title}
                  </Title>
                  <Badge color={m.isActive ? 'green' : 'gray'}>{m.isActive ? 'Active' : 'Inactive'}</Badge>
                </Group>
                {m.description && (
                  <Text size="sm" c="dimmed">
                    {m.description}
                  </Text>
                )}
                <Group justify="space-between">
                  <Text size="sm">{m.totalAudioFiles} audio files</Text>
                  <Text size="sm">Order: {m.moduleOrder}</Text>
                </Group>
                <Group gap="xs">
                  <Button size="xs" variant="light" loading={toggle.isPending && toggle.variables === m.id} onClick={() => toggle.mutate(m.id)}>
                    {m.isActive ? 'Deactivate' : 'Activate'}
                  </Button>
                  <Button size="xs" variant="default" onClick={() => setEditing(m)}>
                    Edit
                  </Button>
                  <Button size="xs" color="red" variant="light" onClick={() => setDeleting(m)}>
                    Delete
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      )}
      <Title order={3} size="h4">
        Available Audio Files ({files.length})
      </Title>
      {audio.isSuccess && files.length === 0 ? (
        <EmptyState title="No audio files available" description="Upload audio files to the backend/uploads/audio folder" />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {files.map((f) => (
            <Card key={f.id} withBorder radius="md" padding="sm">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {f.fileSizeFormatted} · {f.type.toUpperCase()} · {dayjs(f.createdAt).format('DD MMM YYYY')}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
      {editing && <ModuleFormModal key={editing.id} module={editing} opened onClose={() => setEditing(null)} />}
      <ConfirmDialog
        opened={deleting !== null}
        message="Are you sure you want to delete this module? This action cannot be undone."
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
