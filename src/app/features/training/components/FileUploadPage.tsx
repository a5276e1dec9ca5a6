import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { UploadedFile } from '@shared/contracts/files';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '@app/i18n/format';
import { ConfirmDeleteDialog } from '@app/components/ConfirmDialog';
import { type Column, DataTable } from '@app/components/DataTable';
import { Pager } from '@app/components/Pager';
import { useDeleteFile, useDownloadFile } from '../api/audio-files';
import { filesQuery } from '../api/training-queries';
import type { FileSearch } from '../search';
import { AudioUploadForm } from './AudioUploadForm';

const columns = (t: TFunction<'training'>, onDownload: (f: UploadedFile) => void, onDelete: (f: UploadedFile) => void): Column<UploadedFile>[] => [
  {
    key: 'name',
    header: t('files.columns.name'),
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
  { key: 'size', header: t('files.columns.size'), cell: (f) => formatFileSize(f.fileSize) },
  { key: 'type', header: t('files.columns.type'), cell: (f) => f.mimeType },
  { key: 'uploaded', header: t('files.columns.uploaded'), cell: (f) => formatDateTime(f.createdAt) },
  {
    key: 'actions',
    header: t('files.columns.actions'),
    card: 'actions',
    cell: (f) => (
      <Group gap={4} wrap="nowrap">
        <Button size="compact-sm" variant="light" onClick={() => onDownload(f)} aria-label={t('files.downloadLabel', { name: f.originalName })}>
          {t('files.download')}
        </Button>
        <Button size="compact-sm" variant="light" color="red" onClick={() => onDelete(f)} aria-label={t('files.deleteLabel', { name: f.originalName })}>
          {t('files.delete')}
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
  const { t } = useTranslation('training');
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const query = useQuery(filesQuery(page));
  const remove = useDeleteFile();
  const download = useDownloadFile();

  return (
    <Stack gap="md">
      <Title order={2}>{t('files.title')}</Title>
      <AudioUploadForm onUploaded={() => onSearchChange({ page: 1 })} />
      {query.isPending ? (
        <Text c="dimmed">{t('files.loading')}</Text>
      ) : (
        <DataTable columns={columns(t, download.mutate, setDeleting)} rows={query.data?.files} rowKey={(f) => f.id} empty={t('files.empty')} maxHeight={600} />
      )}
      <Pager variant="simple" pagination={query.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      <ConfirmDeleteDialog
        target={deleting}
        message={t('files.confirmDelete')}
        busy={remove.isPending}
        onDelete={(f) => remove.mutate(f.id, { onSuccess: () => setDeleting(null) })}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
