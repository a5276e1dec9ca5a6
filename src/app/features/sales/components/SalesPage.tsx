import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { RecordSaleBody, SaleDto } from '@shared/contracts/sales';
import { formatKes } from '../../../i18n/format';
import { useState } from 'react';
import { DataAge } from '../../../components/DataAge';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { SyncBadge } from '../../../components/SyncBadge';
import { useDebouncedFilters } from '../../../lib/use-debounced-filters';
import { useSession } from '../../../lib/use-session';
import { type ListedRecord, useListedRecords } from '../../../pwa/use-listed-records';
import { type FarmerChoice, SALE_COLLECTION, useRecordSale } from '../api/record-sale';
import { salesQuery } from '../api/sales-queries';
import type { SalesSearch } from '../search';
import { RecordSaleModal } from './RecordSaleModal';
import { ENTRY_KIND } from '../../../offline/entry-kinds';
import { useWaitingByKind } from '../../../pwa/use-outbox';

const SEARCH_DEBOUNCE_MS = 500;
const everyPending = () => true;
const trimmed = (filters: { search: string }) => ({ search: filters.search.trim() });

const COLUMNS: Column<ListedRecord<SaleDto>>[] = [
  { key: 'date', header: 'Date', cell: (r) => new Date(r.record.saleDate.length === 10 ? `${r.record.saleDate}T12:00:00` : r.record.saleDate).toLocaleDateString('en-KE') },
  { key: 'farmer', header: 'Farmer', cell: (r) => r.record.farmer?.name ?? 'Unknown', card: 'primary' },
  { key: 'product', header: 'Product', cell: (r) => r.record.product, card: 'primary' },
  { key: 'quantity', header: 'Quantity', cell: (r) => `${r.record.quantity.toLocaleString('en-KE')} ${r.record.unit}` },
  { key: 'amount', header: 'Amount', cell: (r) => formatKes(r.record.amountKes) },
  { key: 'agent', header: 'Agent', cell: (r) => r.record.agent?.name ?? 'N/A' },
  { key: 'status', header: 'Status', cell: (r) => <SyncBadge state={r.sync} message={r.error} />, card: 'status' },
];

export interface SalesPageProps {
  search: SalesSearch;
  onSearchChange: (patch: Partial<SalesSearch>) => void;
}

/** 'Sales Records' (/engage/sales): searchable, 5 per page, with the Record Sale form for engaged agents. */
export function SalesPage({ search: { page, search }, onSearchChange }: SalesPageProps) {
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
        <Title order={2}>Sales Records</Title>
        {canRecord && (
          <Button leftSection={<IconPlus size={16} />} onClick={() => setRecording(true)}>
            Record Sale
          </Button>
        )}
      </Group>
      <DataAge updatedAt={list.dataUpdatedAt} />
      <TextInput
        label="Search sales"
        placeholder="Product or farmer name"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={input.search}
        onChange={(e) => setInput({ search: e.currentTarget.value })}
        maw={420}
      />
      <DataTable columns={COLUMNS} rows={rows} rowKey={(r) => r.record.id} loading={list.isPending} empty="No sales records found." />
      <Pager pagination={list.data?.pagination} onPage={(next) => onSearchChange({ page: next })} waiting={waiting[ENTRY_KIND.saleRecord]} />
      {canRecord && <RecordSaleModal opened={recording} onClose={() => setRecording(false)} onSubmit={record} />}
    </Stack>
  );
}
