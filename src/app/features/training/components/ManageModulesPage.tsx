import { Badge, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@shared/contracts/training';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { useDebouncedFilters } from '../../../lib/use-debounced-filters';
import { manageModulesQuery } from '../api/training-queries';
import { truncate50 } from '../lib/audio-checks';
import type { ModuleSearch } from '../search';
import { ModuleFormModal } from './ModuleFormModal';
import { DataAge } from '../../../components/DataAge';

const TITLE_DEBOUNCE_MS = 500;
const trimmed = (filters: { title: string }) => ({ title: filters.title.trim() });

const columns = (onEdit: (m: AdminModule) => void): Column<AdminModule>[] => [
  { key: 'title', header: 'Title', cell: (m) => m.title, card: 'primary' },
  { key: 'description', header: 'Description', cell: (m) => truncate50(m.description) },
  { key: 'status', header: 'Status', card: 'status', cell: (m) => <Badge color={m.isActive ? 'green' : 'gray'}>{m.isActive ? 'active' : 'inactive'}</Badge> },
  {
    key: 'actions',
    header: 'Actions',
    card: 'actions',
    cell: (m) => (
      <Button size="compact-sm" variant="light" onClick={() => onEdit(m)} aria-label={`Edit ${m.title}`}>
        Edit
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
  const [input, setInput] = useDebouncedFilters({ title }, (next) => onSearchChange({ ...next, page: 1 }), TITLE_DEBOUNCE_MS, trimmed);
  const [editing, setEditing] = useState<AdminModule | 'new' | null>(null);
  const query = useQuery(manageModulesQuery({ page, title: title || undefined, status: status || undefined }));

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Manage Training Modules</Title>
        <Button onClick={() => setEditing('new')}>Add Module</Button>
      </Group>
      <DataAge updatedAt={query.dataUpdatedAt} />
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label="Title" placeholder="Search by title" value={input.title} onChange={(e) => setInput({ title: e.currentTarget.value })} style={{ flex: '1 1 200px' }} />
        <Select
          label="Status"
          value={status}
          onChange={(v) => onSearchChange({ status: (v ?? '') as ModuleSearch['status'], page: 1 })}
          data={[
            { value: '', label: 'All' },
            { value: 'active', label: 'active' },
            { value: 'inactive', label: 'inactive' },
          ]}
          allowDeselect={false}
          style={{ flex: '0 1 160px' }}
        />
      </Group>
      <DataTable columns={columns(setEditing)} rows={query.data?.modules} rowKey={(m) => m.id} loading={query.isPending} empty="No training modules found." />
      <Pager pagination={query.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      {editing && <ModuleFormModal key={editing === 'new' ? 'new' : editing.id} module={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} />}
    </Stack>
  );
}
