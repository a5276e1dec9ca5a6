import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@shared/contracts/training';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDialog';
import { EmptyState } from '../../../components/EmptyState';
import { StatTile } from '../../../components/StatTile';
import { useSession } from '../../../lib/use-session';
import { useDeleteModule, useToggleModule } from '../api/module-admin';
import { adminAudioQuery, adminModuleCardsQuery, adminStatsQuery } from '../api/training-queries';
import { AdminModuleCard } from './AdminModuleCard';
import { ModuleFormModal } from './ModuleFormModal';
import { StoredAudioFiles } from './StoredAudioFiles';
import { DataAge } from '../../../components/DataAge';

/** /admin/training: figures, module cards with Activate/Deactivate, Edit, Delete, and the stored audio files. */
export function AdminTrainingPage() {
  const enabled = useSession()?.role === 'admin';
  const stats = useQuery({ ...adminStatsQuery(), enabled });
  const modules = useQuery({ ...adminModuleCardsQuery(), enabled });
  const audio = useQuery({ ...adminAudioQuery(), enabled });
  const [editing, setEditing] = useState<AdminModule | null>(null);
  const [deleting, setDeleting] = useState<AdminModule | null>(null);
  const toggle = useToggleModule();
  const remove = useDeleteModule();

  const s = stats.data?.stats;
  const list = modules.data?.modules ?? [];
  return (
    <Stack gap="md">
      <Title order={2}>Admin Training Management</Title>
      <DataAge updatedAt={modules.dataUpdatedAt} />
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
            <AdminModuleCard
              key={m.id}
              module={m}
              toggling={toggle.isPending && toggle.variables === m.id}
              onToggle={() => toggle.mutate(m.id)}
              onEdit={() => setEditing(m)}
              onDelete={() => setDeleting(m)}
            />
          ))}
        </SimpleGrid>
      )}
      <StoredAudioFiles files={audio.data?.audioFiles ?? []} loaded={audio.isSuccess} />
      {editing && <ModuleFormModal key={editing.id} module={editing} opened onClose={() => setEditing(null)} />}
      <ConfirmDeleteDialog
        target={deleting}
        message="Are you sure you want to delete this module? This action cannot be undone."
        busy={remove.isPending}
        onDelete={(m) => remove.mutate(m.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
