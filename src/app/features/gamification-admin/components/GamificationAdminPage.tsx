import { Button, Center, Group, Loader, Stack, Tabs, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { IncentiveOption } from '@shared/contracts/gamification';
import type { IncentiveOptionForm } from '@shared/contracts/gamification-admin';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDialog';
import { EmptyState } from '@app/components/EmptyState';
import { useSession } from '@app/lib/use-session';
import { optionsQuery, overviewQuery, statisticsQuery, useDeleteOption, useReloadAdminData, useSaveOption } from '../api/gamification-admin-api';
import { OptionFormModal } from './OptionFormModal';
import { OptionsList } from './OptionsList';
import { OverviewView } from './OverviewView';
import { RecordActivityModal } from './RecordActivityModal';
import { StatisticsView } from './StatisticsView';
import { DataAge } from '@app/components/DataAge';

type Editing = { option: IncentiveOption | null } | null;

/**
 * Admin Gamification Management (/admin/gamification): dashboard, options, statistics, and recording an activity
 * for an agent. Options are managed by the platform admin.
 */
export function GamificationAdminPage() {
  const { t } = useTranslation('gamification');
  const session = useSession();
  const canManage = session?.role === 'admin';
  const [tab, setTab] = useState('dashboard');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<IncentiveOption | null>(null);
  const [recording, setRecording] = useState(false);
  const options = useQuery(optionsQuery());
  const stats = useQuery(statisticsQuery());
  const overview = useQuery(overviewQuery());
  const reload = useReloadAdminData();
  const saveOption = useSaveOption();
  const deleteOption = useDeleteOption();

  const save = async (values: IncentiveOptionForm) => {
    await saveOption.mutateAsync({ id: editing?.option?.id ?? null, values });
    setEditing(null);
  };

  const loading = (
    <Center py="xl">
      <Loader aria-label={t('loader')} />
    </Center>
  );
  const retry = <EmptyState title={t('loadFailed')} action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>} />;

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('title')}</Title>
        <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
          {t('record.open')}
        </Button>
      </Group>
      <DataAge updatedAt={overview.dataUpdatedAt} />
      <Tabs value={tab} onChange={(v) => v && setTab(v)} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="dashboard">{t('tabs.dashboard')}</Tabs.Tab>
          <Tabs.Tab value="options">{t('tabs.options')}</Tabs.Tab>
          <Tabs.Tab value="statistics">{t('tabs.statistics')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="dashboard" pt="md">
          {overview.data ? <OverviewView overview={overview.data} stats={stats.data} /> : overview.error ? retry : loading}
        </Tabs.Panel>
        <Tabs.Panel value="options" pt="md">
          <OptionsList
            options={options.data}
            loading={options.isPending}
            canManage={canManage}
            onCreate={() => setEditing({ option: null })}
            onEdit={(option) => setEditing({ option })}
            onDelete={setDeleting}
          />
        </Tabs.Panel>
        <Tabs.Panel value="statistics" pt="md">
          {stats.data ? <StatisticsView stats={stats.data} /> : stats.error ? retry : loading}
        </Tabs.Panel>
      </Tabs>
      {recording && <RecordActivityModal everyCompany={session?.role === 'admin'} onClose={() => setRecording(false)} />}
      <OptionFormModal opened={editing !== null} option={editing?.option ?? null} onClose={() => setEditing(null)} onSave={save} />
      <ConfirmDeleteDialog
        target={deleting}
        title={t('options.deleteTitle')}
        message={t('options.confirmDelete')}
        busy={deleteOption.isPending}
        onDelete={(option) => deleteOption.mutate(option.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
