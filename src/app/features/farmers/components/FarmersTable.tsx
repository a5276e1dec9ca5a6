import dayjs from 'dayjs';
import type { FarmerDto } from '@shared/contracts/farmers';
import { type Column, DataTable } from '../../../components/DataTable';
import { type FarmerSyncState, SyncBadge } from './SyncBadge';

export interface FarmerRow {
  farmer: FarmerDto;
  sync: FarmerSyncState;
  error?: string;
}

export interface FarmersTableProps {
  rows: FarmerRow[] | undefined;
  loading: boolean;
  countyLabel: string;
  showCompany: boolean;
}

/** The register as a table; rows still on this phone come first with their sync state. */
export function FarmersTable({ rows, loading, countyLabel, showCompany }: FarmersTableProps) {
  const columns: Column<FarmerRow>[] = [
    { key: 'name', header: 'Name', cell: ({ farmer }) => farmer.name },
    { key: 'phone', header: 'Phone Number', cell: ({ farmer }) => farmer.phoneNumber },
    { key: 'gender', header: 'Gender', cell: ({ farmer }) => farmer.gender },
    { key: 'age', header: 'Age', cell: ({ farmer }) => farmer.age ?? '—' },
    { key: 'county', header: countyLabel, cell: ({ farmer }) => farmer.county },
    { key: 'crop', header: 'Crop Type', cell: ({ farmer }) => farmer.cropType ?? '—' },
    { key: 'farmSize', header: 'Farm Size', cell: ({ farmer }) => farmer.farmSize ?? '—' },
    { key: 'company', header: 'Company', cell: ({ farmer }) => farmer.company.name, hidden: !showCompany },
    { key: 'registeredBy', header: 'Registered By', cell: ({ farmer }) => farmer.registeredBy?.name ?? '—' },
    { key: 'createdAt', header: 'Registered On', cell: ({ farmer }) => dayjs(farmer.createdAt).format('DD MMM YYYY') },
    { key: 'sync', header: 'Status', cell: (row) => <SyncBadge state={row.sync} message={row.error} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.farmer.id}
      loading={loading}
      empty="No farmers found."
      caption="Registered farmers"
    />
  );
}
