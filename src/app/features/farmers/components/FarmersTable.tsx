import { Anchor } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { FarmerDto } from '@shared/contracts/farmers';
import { type Column, DataTable } from '@app/components/DataTable';
import { PhoneLink } from '@app/components/PhoneLink';
import { SyncBadge } from '@app/components/SyncBadge';
import type { ListedRecord } from '@app/pwa/use-listed-records';
import { formatDate } from '@app/i18n/format';
import { cropLabel, genderLabel } from '../lib/labels';
import { FarmerList } from './FarmerList';

export type FarmerRow = ListedRecord<FarmerDto>;

export interface FarmersTableProps {
  rows: FarmerRow[] | undefined;
  loading: boolean;
  countyLabel: string;
  showCompany: boolean;
}

/**
 * The register as a table, a compact list on a phone (FarmerList); rows still on this phone come first with their
 * sync state.
 */
export function FarmersTable({ rows, loading, countyLabel, showCompany }: FarmersTableProps) {
  const { t } = useTranslation('farmers');
  const columns: Column<FarmerRow>[] = [
    {
      key: 'name',
      header: t('fields.name'),
      card: 'primary',
      cell: ({ record }) => (
        <Anchor component={Link} to={`/engage/farmers/${encodeURIComponent(record.id)}`}>
          {record.name}
        </Anchor>
      ),
    },
    { key: 'phone', header: t('fields.phoneNumber'), cell: ({ record }) => <PhoneLink number={record.phoneNumber} />, card: 'primary' },
    { key: 'gender', header: t('fields.gender'), cell: ({ record }) => genderLabel(record.gender) },
    { key: 'age', header: t('fields.age'), cell: ({ record }) => record.age ?? '—' },
    { key: 'county', header: countyLabel, cell: ({ record }) => record.county },
    { key: 'crop', header: t('fields.cropType'), cell: ({ record }) => (record.cropType ? cropLabel(record.cropType) : '—') },
    { key: 'farmSize', header: t('fields.farmSize'), cell: ({ record }) => record.farmSize ?? '—' },
    { key: 'company', header: t('fields.company'), cell: ({ record }) => record.company.name, hidden: !showCompany },
    { key: 'registeredBy', header: t('fields.registeredBy'), cell: ({ record }) => record.registeredBy?.name ?? '—' },
    { key: 'recordedAt', header: t('fields.registeredOn'), cell: ({ record }) => formatDate(record.recordedAt) },
    { key: 'sync', header: t('fields.status'), cell: (row) => <SyncBadge state={row.sync} message={row.error} />, card: 'status' },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(row) => row.record.id}
      loading={loading}
      empty={t('list.empty')}
      caption={t('list.caption')}
      // The village places a farmer for the agent; the county when no village was written.
      phoneList={(shown) => <FarmerList rows={shown} caption={t('list.caption')} village={({ record }) => record.village ?? record.county} />}
    />
  );
}
