import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import dayjs from 'dayjs';
import type { FarmerDto } from '@shared/contracts/farmers';
import { type Column, DataTable } from '../../../components/DataTable';
import { SyncBadge } from '../../../components/SyncBadge';
import type { ListedRecord } from '../../../pwa/use-listed-records';

export type FarmerRow = ListedRecord<FarmerDto>;

export interface FarmersTableProps {
  rows: FarmerRow[] | undefined;
  loading: boolean;
  countyLabel: string;
  showCompany: boolean;
}

/** The register as a table (cards on a phone); rows still on this phone come first with their sync state. */
export function FarmersTable({ rows, loading, countyLabel, showCompany }: FarmersTableProps) {
  const columns: Column<FarmerRow>[] = [
    {
      key: 'name',
      header: 'Name',
      card: 'primary',
      cell: ({ record }) => (
        <Anchor component={Link} to={`/engage/farmers/${encodeURIComponent(record.id)}`}>
          {record.name}
        </Anchor>
      ),
    },
    { key: 'phone', header: 'Phone Number', cell: ({ record }) => record.phoneNumber, card: 'primary' },
    { key: 'gender', header: 'Gender', cell: ({ record }) => record.gender },
    { key: 'age', header: 'Age', cell: ({ record }) => record.age ?? '—' },
    { key: 'county', header: countyLabel, cell: ({ record }) => record.county },
    { key: 'crop', header: 'Crop Type', cell: ({ record }) => record.cropType ?? '—' },
    { key: 'farmSize', header: 'Farm Size', cell: ({ record }) => record.farmSize ?? '—' },
    { key: 'company', header: 'Company', cell: ({ record }) => record.company.name, hidden: !showCompany },
    { key: 'registeredBy', header: 'Registered By', cell: ({ record }) => record.registeredBy?.name ?? '—' },
    { key: 'recordedAt', header: 'Registered On', cell: ({ record }) => dayjs(record.recordedAt).format('DD MMM YYYY') },
    { key: 'sync', header: 'Status', cell: (row) => <SyncBadge state={row.sync} message={row.error} />, card: 'status' },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.record.id}
      loading={loading}
      empty="No farmers found."
      caption="Registered farmers"
    />
  );
}
