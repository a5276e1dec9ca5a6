import { Badge, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@shared/contracts/training';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { Pager } from '@app/components/Pager';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { manageModulesQuery } from '../api/training-queries';
import { truncate50 } from '../lib/audio-checks';
import type { ModuleSearch } from '../search';
import { ModuleFormModal } from './ModuleFormModal';
import { DataAge } from '@app/components/DataAge';

const TITLE_DEBOUNCE_MS = 500;
const trimmed = (filters: { title: string }) => ({ title: filters.title.trim() });

const columns = (t: TFunction<['training', 'enums']>, onEdit: (m: AdminModule) => void): Column<AdminModule>[] => [
  { key: 'title', header: t('manage.columns.title'), cell: (m) => m.title, card: 'primary' },
  { key: 'description', header: t('manage.columns.description'), cell: (m) => truncate50(m.description) },
  { key: 'status', header: t('manage.columns.status'), card: 'status', cell: (m) => <Badge color={m.isActive ? 'green' : 'gray'}>{t(m.isActive ? 'enums:moduleActive.active' : 'enums:moduleActive.inactive')}</Badge> },
  {
    key: 'actions',
    header: t('manage.columns.actions'),
    card: 'actions',
    cell: (m) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(m)} aria-label={t('manage.editLabel', { title: m.title })}>
        {t('manage.edit')}
      </Button>
    ),
  },
];

export interface ManageModulesPageProps {
  search: ModuleSearch;
  onSearchChange: (patch: Partial<ModuleSearch>) => void;
}

/** /training/modules: filters (title debounced 500 ms), table, pager and the add/edit modal. */
export function ManageModulesPage({ search: { page, title, status }, onSearchChange }: ManageModulesPageProps) {
  const { t } = useTranslation(['training', 'enums']);
  const [input, setInput] = useDebouncedFilters({ title }, (next) => onSearchChange({ ...next, page: 1 }), TITLE_DEBOUNCE_MS, trimmed);
  const [editing, setEditing] = useState<AdminModule | 'new' | null>(null);
  const query = useQuery(manageModulesQuery({ page, title: title || undefined, status: status || undefined }));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>{t('manage.title')}</Title>
        <Button onClick={() => setEditing('new')}>{t('manage.add')}</Button>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label={t('manage.filterTitle')} placeholder={t('manage.filterPlaceholder')} value={input.title} onChange={(e) => setInput({ title: e.currentTarget.value })} style={{ flex: '1 1 200px' }} />
        <Select
          label={t('manage.filterStatus')}
          value={status}
          onChange={(v) => onSearchChange({ status: (v ?? '') as ModuleSearch['status'], page: 1 })}
          data={[
            { value: '', label: t('manage.all') },
            { value: 'active', label: t('enums:moduleActive.active') },
            { value: 'inactive', label: t('enums:moduleActive.inactive') },
          ]}
          allowDeselect={false}
          style={{ flex: '0 1 160px' }}
        />
      </Group>
      <DataTable columns={columns(t, setEditing)} rows={query.data?.modules} rowKey={(m) => m.id} loading={query.isPending} empty={t('manage.empty')} />
      <Pager pagination={query.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      {editing && <ModuleFormModal key={editing === 'new' ? 'new' : editing.id} module={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} />}
    </Stack>
  );
}
