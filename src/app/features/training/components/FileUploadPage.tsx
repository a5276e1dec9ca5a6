import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UploadedFile } from '@shared/contracts/files';
import { formatFileSize } from '../../../i18n/format';
import dayjs from 'dayjs';
import { useState } from 'react';
import { ConfirmDeleteDialog } from '../../../components/ConfirmDialog';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { useDeleteFile, useDownloadFile } from '../api/audio-files';
import { filesQuery } from '../api/training-queries';
import type { FileSearch } from '../search';
import { AudioUploadForm } from './AudioUploadForm';

const columns = (onDownload: (f: UploadedFile) => void, onDelete: (f: UploadedFile) => void): Column<UploadedFile>[] => [
  {
    key: 'name',
    header: 'File Name',
    card: 'primary',
    cell: (f) => (
      <Stack gap={0}>
        <Text size="sm">{f.originalName}</Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {f.fileName}
        </Text>
      </Stack>
    ),
  },
  { key: 'size', header: 'Size', cell: (f) => formatFileSize(f.fileSize) },
  { key: 'type', header: 'Type', cell: (f) => f.mimeType },
  { key: 'uploaded', header: 'Uploaded', cell: (f) => dayjs(f.createdAt).format('DD MMM YYYY HH:mm') },
  {
    key: 'actions',
    header: 'Actions',
    card: 'actions',
    cell: (f) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => onDownload(f)} aria-label={`Download ${f.originalName}`}>
          Download
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(f)} aria-label={`Delete ${f.originalName}`}>
          Delete
        </Button>
      </Group>
    ),
  },
];

export interface FileUploadPageProps {
  search: FileSearch;
  onSearchChange: (patch: Partial<FileSearch>) => void;
}

/** /file-upload: one audio file at a time with upload progress, and the stored files. */
export function FileUploadPage({ search: { page }, onSearchChange }: FileUploadPageProps) {
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const query = useQuery(filesQuery(page));
  const remove = useDeleteFile();
  const download = useDownloadFile();

  return (
    <Stack gap="md">
      <Title order={2}>Audio File Management</Title>
      <AudioUploadForm onUploaded={() => onSearchChange({ page: 1 })} />
      {query.isPending ? (
        <Text c="dimmed">Loading files...</Text>
      ) : (
        <DataTable columns={columns(download.mutate, setDeleting)} rows={query.data?.files} rowKey={(f) => f.id} empty="No files uploaded yet." maxHeight={600} />
      )}
      <Pager variant="simple" pagination={query.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      <ConfirmDeleteDialog
        target={deleting}
        message="Are you sure you want to delete this file?"
        busy={remove.isPending}
        onDelete={(f) => remove.mutate(f.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
