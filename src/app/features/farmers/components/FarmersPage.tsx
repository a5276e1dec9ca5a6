import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconPlus, IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FARMER_FILTER_DEBOUNCE_MS } from '@shared/contracts/farmers';
import { useEffect, useMemo, useState } from 'react';
import { DataAge } from '../../../components/DataAge';
import { Pager } from '../../../components/Pager';
import { isApiError } from '../../../lib/api-error';
import { notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useOnline } from '../../../pwa/use-online';
import { usePendingRecords } from '../../../pwa/use-outbox';
import { exportFarmersCsv } from '../api/export-farmers';
import { FARMERS_PAGE_SIZE, type FarmerListParams, farmersQuery } from '../api/farmer-queries';
import { DuplicateFarmerError, type LocalFarmer, checkDuplicate, knownFarmers, queueFarmerRegistration, toRequestBody } from '../api/register-farmer';
import type { FarmerFormValues } from '../forms/farmer-form';
import { countyLabel as countyLabelFor } from '../lib/county-label';
import { AddFarmerModal } from './AddFarmerModal';
import { FarmerFilters, type FarmerFilterValues, NO_FILTERS } from './FarmerFilters';
import { type FarmerRow, FarmersTable } from './FarmersTable';

const NO_OPTIONS = { companies: [], counties: [], genders: [], cropTypes: [] };

/** 'Registered Farmers' (/engage/farmers and /all-farmers): filters, table, pager, Refresh, Export CSV, Add New. */
export function FarmersPage() {
  const session = useSession();
  const client = useQueryClient();
  const user = session?.user;
  const isAdmin = session?.role === 'admin';
  const label = countyLabelFor(user?.companySlug, session?.role ?? '');
  const online = useOnline();

  const [filters, setFilters] = useState<FarmerFilterValues>(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, FARMER_FILTER_DEBOUNCE_MS);
  const filterKey = JSON.stringify(debounced);
  // A filter change starts again at page 1 (spec part 2 §4): the page belongs to the filters it was chosen with.
  const [paging, setPaging] = useState({ page: 1, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const params: FarmerListParams = useMemo(
    () => ({ page, ...Object.fromEntries(Object.entries(JSON.parse(filterKey) as FarmerFilterValues).filter(([, v]) => v)) }),
    [page, filterKey],
  );

  const list = useQuery(farmersQuery(params));
  const pending = usePendingRecords<LocalFarmer>('farmers');
  const [adding, setAdding] = useState(false);
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    // Offline is not a failure: the banner says so and the cached list stays on screen.
    if (list.error && !(isApiError(list.error) && list.error.isNetwork)) notifyFailure('Failed to load farmers data');
  }, [list.error]);

  const rows = useMemo<FarmerRow[] | undefined>(() => {
    const server = list.data?.farmers.map((farmer) => ({ farmer, sync: 'synced' as const }));
    if (page !== 1) return server;
    const onServer = new Set(server?.map((r) => r.farmer.id));
    const local = pending
      .filter((p) => !onServer.has(p.record.id))
      .map((p) => ({ farmer: p.record, sync: p.status, error: p.lastError?.message }));
    return local.length || server ? [...local, ...(server ?? [])] : undefined;
  }, [list.data, pending, page]);

  const addFarmer = async (values: FarmerFormValues) => {
    if (!user) return;
    try {
      const body = toRequestBody(values, user, crypto.randomUUID());
      checkDuplicate(body, user.companyId, knownFarmers(client, pending.map((p) => p.record)));
      await queueFarmerRegistration(body, user);
    } catch (error) {
      notifyFailure(error instanceof DuplicateFarmerError ? error.message : serverMessageOr(error, 'Unable to add farmers. Please try again!'));
      throw error;
    }
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, ...query } = params;
      await exportFarmersCsv(query);
      notifySuccess('Report exported successfully!');
    } catch {
      notifyFailure('Failed to export farmers report');
    } finally {
      setExporting(false);
    }
  };

  const pagination = list.data?.pagination;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Registered Farmers</Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void list.refetch()} loading={list.isFetching && !list.isPending}>
            Refresh
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting} disabled={!online}>
            Export CSV
          </Button>
          {!isAdmin && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              Add New
            </Button>
          )}
        </Group>
      </Group>
      {exporting && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">Exporting {pagination ? `${pagination.totalItems} farmers` : 'farmers'}…</Text>
          <Progress value={100} striped animated aria-label="Export in progress" />
        </Stack>
      )}
      <DataAge updatedAt={list.dataUpdatedAt} />
      <FarmerFilters values={filters} onChange={setFilters} countyLabel={label} options={list.data?.filters ?? NO_OPTIONS} showCompany={isAdmin} />
      <FarmersTable rows={rows} loading={list.isPending} countyLabel={label} showCompany={isAdmin} />
      {pagination && pagination.totalItems > 0 && (
        <Pager
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={FARMERS_PAGE_SIZE}
          onPage={(next) => setPaging({ page: next, filterKey })}
        />
      )}
      <AddFarmerModal opened={adding} countyLabel={label} onClose={() => setAdding(false)} onSubmit={addFarmer} />
    </Stack>
  );
}
