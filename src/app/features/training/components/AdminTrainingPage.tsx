import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@shared/contracts/training';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDialog';
import { EmptyState } from '@app/components/EmptyState';
import { StatTile } from '@app/components/StatTile';
import { useSession } from '@app/lib/use-session';
import { useDeleteModule, useToggleModule } from '../api/module-admin';
import { adminAudioQuery, adminModuleCardsQuery, adminStatsQuery } from '../api/training-queries';
import { AdminModuleCard } from './AdminModuleCard';
import { ModuleFormModal } from './ModuleFormModal';
import { StoredAudioFiles } from './StoredAudioFiles';
import { DataAge } from '@app/components/DataAge';

/** /admin/training: figures, module cards with Activate/Deactivate, Edit, Delete, and the stored audio files. */
export function AdminTrainingPage() {
  const { t } = useTranslation('training');
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
      <Title order={2}>{t('admin.title')}</Title>
      <DataAge updatedAt={modules.dataUpdatedAt} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatTile label={t('admin.stats.total')} value={s?.totalModules ?? '–'} />
        <StatTile label={t('admin.stats.active')} value={s?.activeModules ?? '–'} />
        <StatTile label={t('admin.stats.audio')} value={s?.totalAudioFiles ?? '–'} />
      </SimpleGrid>
      {modules.isSuccess && list.length === 0 ? (
        <EmptyState title={t('admin.empty')} description={t('admin.emptyHint')} />
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
        message={t('admin.confirmDelete')}
        busy={remove.isPending}
        onDelete={(m) => remove.mutate(m.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
