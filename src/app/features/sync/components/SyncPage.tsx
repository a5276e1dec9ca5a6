import { Stack, Title } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { OutboxEntry } from '@app/offline/outbox';
import { DataUseCard } from './DataUseCard';
import { InstallCard } from './InstallCard';
import { OutboxLists } from './OutboxLists';
import { StorageCard } from './StorageCard';
import { SyncStatusCard } from './SyncStatusCard';

/** A record's own form opened on a queued entry ("Edit and resend"), by entry kind; the route supplies them. */
export type EntryEditors = Record<string, ComponentType<{ entry: OutboxEntry; onClose: () => void }>>;

/**
 * The Sync page: what waits on this device, what needs attention, storage and installation. An entry whose kind
 * has a form in `editors` is corrected in that form; the others in the plain field view. The page itself reads
 * nothing live: the status card and the lists each redraw alone as entries settle (ADR 0070).
 */
export function SyncPage({ editors }: { editors: EntryEditors }) {
  const { t } = useTranslation('sync');
  return (
    <Stack gap="md" maw={820}>
      <Title order={1} size="h2">
        {t('title')}
      </Title>
      <SyncStatusCard />
      <OutboxLists editors={editors} />
      <DataUseCard />
      <StorageCard />
      <InstallCard />
    </Stack>
  );
}
