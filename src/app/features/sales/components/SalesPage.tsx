import { Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type RecordSaleBody, SALES_PAGE_SIZE, type SaleDto } from '@shared/contracts/sales';
import { formatKes } from '@shared/format';
import { useMemo, useState } from 'react';
import { DataAge } from '../../../components/DataAge';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { queueSale } from '../api/record-sale';
import { salesQuery } from '../api/sales-queries';
import { type FarmerChoice, RecordSaleModal } from './RecordSaleModal';
import { SyncStatus } from './SyncStatus';

const SEARCH_DEBOUNCE_MS = 500;

interface SaleRow {
  sale: SaleDto;
  sync: 'synced' | 'queued' | 'sending' | 'needs_attention';
  error?: string;
}

const COLUMNS: Column<SaleRow>[] = [
  { key: 'date', header: 'Date', cell: (r) => new Date(r.sale.saleDate.length === 10 ? `${r.sale.saleDate}T12:00:00` : r.sale.saleDate).toLocaleDateString('en-KE') },
  { key: 'farmer', header: 'Farmer', cell: (r) => r.sale.farmer?.name ?? 'Unknown' },
  { key: 'product', header: 'Product', cell: (r) => r.sale.product },
  { key: 'quantity', header: 'Quantity', cell: (r) => `${r.sale.quantity.toLocaleString('en-KE')} ${r.sale.unit}` },
  { key: 'amount', header: 'Amount', cell: (r) => formatKes(r.sale.amountKes) },
  { key: 'agent', header: 'Agent', cell: (r) => r.sale.agent?.name ?? 'N/A' },
  { key: 'status', header: 'Status', cell: (r) => <SyncStatus state={r.sync} message={r.error} /> },
];

/** 'Sales Records' (/engage/sales): searchable, 5 per page, with the Record Sale form for engaged agents. */
export function SalesPage() {
  const session = useSession();
  const canRecord = session?.role === 'engaged_agent';
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ page: 1, search: debounced });
  const page = paging.search === debounced ? paging.page : 1;
  const list = useQuery(salesQuery({ page, ...(debounced ? { search: debounced } : {}) }));
  const pending = usePendingRecords<SaleDto>('sales');
  const [recording, setRecording] = useState(false);

  const rows = useMemo<SaleRow[] | undefined>(() => {
    const server = list.data?.sales.map((sale) => ({ sale, sync: 'synced' as const }));
    if (page !== 1 || debounced) return server;
    const onServer = new Set(server?.map((r) => r.sale.id));
    const local = pending.filter((p) => !onServer.has(p.record.id)).map((p) => ({ sale: p.record, sync: p.status, error: p.lastError?.message }));
    return local.length || server ? [...local, ...(server ?? [])] : undefined;
  }, [list.data, pending, page, debounced]);

  const record = async (values: RecordSaleBody, farmer: FarmerChoice) => {
    if (!session) return;
    try {
      await queueSale(values, session.user, farmer);
      notifySuccess('Sale recorded');
    } catch (error) {
      notifyFailure(serverMessageOr(error, 'Failed to record sale'));
      throw error;
    }
  };

  const pagination = list.data?.pagination;
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
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maw={420}
      />
      <DataTable columns={COLUMNS} rows={rows} rowKey={(r) => r.sale.id} loading={list.isPending} empty="No sales records found." />
      {pagination && pagination.totalItems > 0 && (
        <Pager
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={SALES_PAGE_SIZE}
          onPage={(next) => setPaging({ page: next, search: debounced })}
        />
      )}
      {canRecord && <RecordSaleModal opened={recording} onClose={() => setRecording(false)} onSubmit={record} />}
    </Stack>
  );
}
