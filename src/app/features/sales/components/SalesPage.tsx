import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RecordSaleBody, SaleDto } from '@shared/contracts/sales';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatKes, formatNumber } from '@app/i18n/format';
import { DataAge } from '@app/components/DataAge';
import { type Column, DataTable } from '@app/components/DataTable';
import { Pager } from '@app/components/Pager';
import { SyncBadge } from '@app/components/SyncBadge';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { unitLabel } from '@app/lib/labels';
import { useSession } from '@app/lib/use-session';
import { type ListedRecord, useListedRecords } from '@app/pwa/use-listed-records';
import { type FarmerChoice, SALE_COLLECTION, useRecordSale } from '../api/record-sale';
import { salesQuery } from '../api/sales-queries';
import type { SalesSearch } from '../search';
import { RecordSaleModal } from './RecordSaleModal';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import { useWaitingByKind } from '@app/pwa/use-outbox';

const SEARCH_DEBOUNCE_MS = 500;
const everyPending = () => true;
const trimmed = (filters: { search: string }) => ({ search: filters.search.trim() });

const columns = (t: TFunction<'sales'>): Column<ListedRecord<SaleDto>>[] => [
  { key: 'date', header: t('list.date'), cell: (r) => formatDate(r.record.saleDate) },
  { key: 'farmer', header: t('list.farmer'), cell: (r) => r.record.farmer?.name ?? t('list.unknownFarmer'), card: 'primary' },
  { key: 'product', header: t('list.product'), cell: (r) => r.record.product, card: 'primary' },
  { key: 'quantity', header: t('list.quantity'), cell: (r) => `${formatNumber(r.record.quantity)} ${unitLabel(r.record.unit)}` },
  { key: 'amount', header: t('list.amount'), cell: (r) => formatKes(r.record.amountKes) },
  { key: 'agent', header: t('list.agent'), cell: (r) => r.record.agent?.name ?? t('list.noAgent') },
  { key: 'status', header: t('list.status'), cell: (r) => <SyncBadge state={r.sync} message={r.error} />, card: 'status' },
];

export interface SalesPageProps {
  search: SalesSearch;
  onSearchChange: (patch: Partial<SalesSearch>) => void;
}

/** 'Sales Records' (/engage/sales): searchable, 5 per page, with the Record Sale form for engaged agents. */
export function SalesPage({ search: { page, search }, onSearchChange }: SalesPageProps) {
  const { t } = useTranslation('sales');
  const session = useSession();
  const canRecord = session?.role === 'engaged_agent';
  const [input, setInput] = useDebouncedFilters({ search }, (next) => onSearchChange({ ...next, page: 1 }), SEARCH_DEBOUNCE_MS, trimmed);
  const list = useQuery(salesQuery({ page, ...(search ? { search } : {}) }));
  const waiting = useWaitingByKind();
  const rows = useListedRecords(SALE_COLLECTION, list.data?.sales, page === 1 && !search ? everyPending : null);
  const [recording, setRecording] = useState(false);
  const recordSale = useRecordSale();
  const record = async (body: RecordSaleBody, farmer: FarmerChoice, farmerPending: boolean) => {
    if (session) await recordSale.mutateAsync({ body, farmer, farmerPending, user: session.user });
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('list.title')}</Title>
        {canRecord && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
            {t('list.record')}
          </Button>
        )}
      </Group>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <TextInput
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input.search}
        onChange={(e) => setInput({ search: e.currentTarget.value })}
        maw={420}
      />
      <DataTable columns={columns(t)} rows={rows} rowKey={(r) => r.record.id} loading={list.isPending} empty={t('list.empty')} />
      <Pager pagination={list.data?.pagination} onPage={(next) => onSearchChange({ page: next })} waiting={waiting[ENTRY_KIND.saleRecord]} />
      {canRecord && <RecordSaleModal opened={recording} onClose={() => setRecording(false)} onSubmit={record} />}
    </Stack>
  );
}
