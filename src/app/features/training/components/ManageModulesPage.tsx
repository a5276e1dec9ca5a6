import { Badge, Button, Group, Select, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { AdminModule } from '@shared/contracts/training';
import { useEffect, useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { notifyFailure } from '../../../lib/notify';
import { adminModulesQuery } from '../api/training-queries';
import { truncate50 } from '../lib/audio-checks';
import { ModuleFormModal } from './ModuleFormModal';

type StatusFilter = '' | 'active' | 'inactive';

/** /training/modules: filters (500 ms debounce), table, pager and the add/edit modal. */
export function ManageModulesPage() {
  const [title, setTitle] = useState('');
  const [status, setStatus] = useState<StatusFilter>('');
  const [page, setPage] = useState(1);
  const [debouncedTitle] = useDebouncedValue(title.trim(), 500);
  const [editing, setEditing] = useState<AdminModule | 'new' | null>(null);
  const query = useQuery(adminModulesQuery({ page, title: debouncedTitle || undefined, status: status || undefined }));

  useEffect(() => setPage(1), [debouncedTitle, status]);
  useEffect(() => {
    if (query.error) notifyFailure('Failed to fetch training modules');
  }, [query.error]);

  const columns: Column<AdminModule>[] = [
    { key: 'title', header: 'Title', cell: (m) => m.title },
    { key: 'description', header: 'Description', cell: (m) => truncate50(m.description) },
    { key: 'status', header: 'Status', cell: (m) => <Badge color={m.isActive ? 'green' : 'gray'}>{m.isActive ? 'active' : 'inactive'}</Badge> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (m) => (
        <Button size="compact-sm" variant="light" onClick={() => setEditing(m)} aria-label={`Edit ${m.title}`}>
          Edit
        </Button>
      ),
    },
  ];
  const pagination = query.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Title order={2}>Manage Training Modules</Title>
        <Button onClick={() => setEditing('new')}>Add Module</Button>
      </Group>
      <Group gap="sm" wrap="wrap" align="flex-end">
        <TextInput label="Title" placeholder="Search by title" value={title} onChange={(e) => setTitle(e.currentTarget.value)} style={{ flex: '1 1 200px' }} />
        <Select
          label="Status"
          value={status}
          onChange={(v) => setStatus((v ?? '') as StatusFilter)}
          data={[
            { value: '', label: 'All' },
            { value: 'active', label: 'active' },
            { value: 'inactive', label: 'inactive' },
          ]}
          allowDeselect={false}
          style={{ flex: '0 1 160px' }}
        />
      </Group>
      <DataTable columns={columns} rows={query.data?.modules} rowKey={(m) => m.id} loading={query.isPending} empty="No training modules found." />
      {pagination && pagination.totalItems > 0 && (
        <Pager page={pagination.currentPage} totalPages={pagination.totalPages} totalItems={pagination.totalItems} pageSize={pagination.limit} onPage={setPage} />
      )}
      {editing && <ModuleFormModal key={editing === 'new' ? 'new' : editing.id} module={editing === 'new' ? null : editing} opened onClose={() => setEditing(null)} />}
    </Stack>
  );
}
