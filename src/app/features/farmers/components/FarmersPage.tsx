import { Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconPlus, IconRefresh, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { ExportProgress } from '@app/components/ExportProgress';
import { Pager } from '@app/components/Pager';
import { canOpen } from '@app/lib/route-access';
import { useSession } from '@app/lib/use-session';
import { useListedRecords } from '@app/pwa/use-listed-records';
import { useOnline } from '@app/pwa/use-online';
import { useWaitingByKind } from '@app/pwa/use-outbox';
import { ENTRY_KIND } from '@app/offline/entry-kinds';
import { useExportFarmers } from '../api/export-farmers';
import { farmerListParams, farmersQuery } from '../api/farmer-queries';
import { FARMER_COLLECTION } from '@app/offline/farmer-register';
import { useRegisterFarmer } from '../api/register-farmer';
import { countyField } from '../lib/county-label';
import type { FarmerFormValues } from '../forms/farmer-form';
import type { FarmerFilterValues, FarmerSearch } from '../search';
import { AddFarmerModal } from './AddFarmerModal';
import { FarmerFilters } from './FarmerFilters';
import { FarmersTable } from './FarmersTable';

const NO_OPTIONS = { companies: [], counties: [], genders: [], cropTypes: [] };
const everyPending = () => true;

export interface FarmersPageProps {
  search: FarmerSearch;
  onSearchChange: (patch: Partial<FarmerSearch>) => void;
}

/** 'Registered Farmers' (/engage/farmers and /all-farmers): filters, table, pager, Refresh, Export CSV, Add New. */
export function FarmersPage({ search, onSearchChange }: FarmersPageProps) {
  const { t } = useTranslation('farmers');
  const session = useSession();
  const canImport = session ? canOpen('/engage/farmers/import', session.role) : false;
  const isAdmin = session?.role === 'admin';
  const label = t(`fields.${countyField(session?.user.companyAreaLabel, session?.role ?? '')}`);
  const online = useOnline();
  const { page, ...applied } = search;
  // A filter change starts again at page 1 (spec part 2 §4): the page belongs to the filters it was chosen with.
  const applyFilters = useCallback((next: FarmerFilterValues) => onSearchChange({ ...next, page: 1 }), [onSearchChange]);
  const params = farmerListParams(search);
  const { page: _page, ...query } = params;
  const list = useQuery(farmersQuery(params));
  const rows = useListedRecords(FARMER_COLLECTION, list.data?.farmers, page === 1 ? everyPending : null);
  const register = useRegisterFarmer();
  const addFarmer = async (values: FarmerFormValues) => {
    if (session) await register.mutateAsync({ values, user: session.user });
  };
  const exporter = useExportFarmers();
  const [adding, setAdding] = useState(false);
  const pagination = list.data?.pagination;
  const waiting = useWaitingByKind();

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('list.title')}</Title>
        <Group gap="xs" wrap="wrap">
          {/* Spins while the server is asked; offline the phone's register answers within a frame or two, and a spinner
              mounted for each search cost the throttled phone more than the search (ADR 0081). */}
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void list.refetch()} loading={online && list.isFetching && !list.isPending}>
            {t('list.refresh')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => exporter.mutate(query)}
            loading={exporter.isPending}
            disabled={!online}
          >
            {t('list.exportCsv')}
          </Button>
          {canImport && (
            <Button component={Link} to="/engage/farmers/import" variant="default" leftSection={<IconUpload size={16} />}>
              {t('import.open')}
            </Button>
          )}
          {!isAdmin && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
              {t('list.addNew')}
            </Button>
          )}
        </Group>
      </Group>
      <ExportProgress exporting={exporter.isPending} what={pagination ? t('list.exporting', { count: pagination.totalItems }) : t('list.exportingAll')} />
      <DataAge updatedAt={list.data?.savedAt ?? list.dataUpdatedAt} />
      <FarmerFilters applied={applied} onApply={applyFilters} countyLabel={label} options={list.data?.filters ?? NO_OPTIONS} showCompany={isAdmin} />
      <FarmersTable rows={rows} loading={list.isPending} countyLabel={label} showCompany={isAdmin} />
      <Pager pagination={pagination} onPage={(next) => onSearchChange({ page: next })} waiting={waiting[ENTRY_KIND.farmerRegister]} />
      {/* Mounted only while open: closed, its form was rendered again with every answer of the list (P8, ADR 0065). */}
      {adding && <AddFarmerModal opened countyLabel={label} onClose={() => setAdding(false)} onSubmit={addFarmer} />}
    </Stack>
  );
}
