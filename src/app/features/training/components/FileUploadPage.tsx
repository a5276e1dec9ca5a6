import { Button, FileInput, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { AUDIO_ACCEPT, deleteFile, downloadFile, FILE_MESSAGES, looksLikeAudio, MAX_AUDIO_BYTES, type UploadedFile, uploadFile } from '@shared/contracts/files';
import { formatFileSize } from '@shared/format';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { apiCall, apiDownload, saveBlob } from '../../../lib/api-client';
import { notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { trainingKeys } from '../api/training-keys';
import { filesQuery } from '../api/training-queries';
import { uploadWithProgress } from '../lib/upload-with-progress';

/** /file-upload: one audio file at a time with upload progress, and the stored files. */
export function FileUploadPage() {
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [file, setFile] = useState<File | null>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<UploadedFile | null>(null);
  const query = useQuery(filesQuery(page));

  useEffect(() => {
    if (query.error) notifyFailure('Failed to fetch files');
  }, [query.error]);

  const pick = (picked: File | null) => {
    if (picked && !looksLikeAudio(picked)) return notifyFailure(FILE_MESSAGES.invalidType);
    if (picked && picked.size > MAX_AUDIO_BYTES) return notifyFailure(FILE_MESSAGES.tooLarge);
    setFile(picked);
  };

  const upload = async () => {
    if (!file) return;
    const form = new FormData();
    form.append('file', file, file.name);
    setPercent(0);
    try {
      const result = await uploadWithProgress(uploadFile, { form, onProgress: setPercent });
      notifySuccess(result.message);
      setFile(null);
      setPage(1);
      await client.invalidateQueries({ queryKey: trainingKeys.all });
    } catch (error) {
      notifyFailure(serverMessageOr(error, 'Upload failed'));
    } finally {
      setPercent(null);
    }
  };

  const remove = useMutation({
    mutationFn: (id: string) => apiCall(deleteFile, { params: { id } }),
    onSuccess: async (result) => {
      notifySuccess(result.message);
      setDeleting(null);
      await client.invalidateQueries({ queryKey: trainingKeys.all });
    },
    onError: (error) => notifyFailure(serverMessageOr(error, 'Delete failed')),
  });

  const download = async (f: UploadedFile) => {
    try {
      const { blob, fileName } = await apiDownload(downloadFile, { params: { id: f.id } });
      saveBlob(blob, fileName ?? f.originalName);
      notifySuccess('Download started!');
    } catch {
      notifyFailure('Download failed');
    }
  };

  const columns: Column<UploadedFile>[] = [
    {
      key: 'name',
      header: 'File Name',
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
      cell: (f) => (
        <Group gap={4} wrap="nowrap">
          <Button size="compact-sm" variant="light" onClick={() => void download(f)} aria-label={`Download ${f.originalName}`}>
            Download
          </Button>
          <Button size="compact-sm" variant="light" color="red" onClick={() => setDeleting(f)} aria-label={`Delete ${f.originalName}`}>
            Delete
          </Button>
        </Group>
      ),
    },
  ];

  const pagination = query.data?.pagination;
  return (
    <Stack gap="md">
      <Title order={2}>Audio File Management</Title>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <FileInput label="Audio file" placeholder="Choose an MP3, WAV, AAC or OGG file" accept={AUDIO_ACCEPT} value={file} onChange={pick} clearable disabled={percent !== null} />
          {percent !== null && (
            <Stack gap={4}>
              <Text size="sm">Uploading... Please wait.</Text>
              <Progress value={percent} aria-label="Upload progress" />
            </Stack>
          )}
          <Group>
            <Button onClick={() => void upload()} disabled={!file} loading={percent !== null}>
              Upload
            </Button>
          </Group>
        </Stack>
      </Paper>
      {query.isPending ? (
        <Text c="dimmed">Loading files...</Text>
      ) : (
        <DataTable columns={columns} rows={query.data?.files} rowKey={(f) => f.id} empty="No files uploaded yet." maxHeight={600} />
      )}
      {pagination && pagination.totalItems > 0 && (
        <Pager variant="simple" page={pagination.currentPage} totalPages={pagination.totalPages} totalItems={pagination.totalItems} pageSize={pagination.limit} onPage={setPage} />
      )}
      <ConfirmDialog
        opened={deleting !== null}
        message="Are you sure you want to delete this file?"
        confirmLabel="Delete"
        danger
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting.id)}
        onCancel={() => setDeleting(null)}
      />
    </Stack>
  );
}
