import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import type { ResponseOf } from '@shared/contracts/endpoint';
import type { adminAudioFiles } from '@shared/contracts/training';
import { useTranslation } from 'react-i18next';
import { formatDate, formatFileSize } from '@app/i18n/format';
import { EmptyState } from '@app/components/EmptyState';

type StoredFile = ResponseOf<typeof adminAudioFiles>['audioFiles'][number];

/** 'Available Audio Files' of /admin/training: the files on the server, each with size, type and date. */
export function StoredAudioFiles({ files, loaded }: { files: StoredFile[]; loaded: boolean }) {
  const { t } = useTranslation('training');
  return (
    <>
      <Title order={3} size="h4">
        {t('admin.stored.title', { count: files.length })}
      </Title>
      {loaded && files.length === 0 ? (
        <EmptyState title={t('admin.stored.empty')} description={t('admin.stored.emptyHint')} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {files.map((f) => (
            <Card key={f.id} withBorder radius="md" padding="sm">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {f.name}
              </Text>
              <Text size="xs" c="dimmed">
                {formatFileSize(f.fileSize)} · {f.type.toUpperCase()} · {formatDate(f.createdAt)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
