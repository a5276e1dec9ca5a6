import { Badge, Button, Group, Text } from '@mantine/core';
import type { LoanDto } from '@shared/contracts/loans';
import { useTranslation } from 'react-i18next';
import { formatKgs } from '@app/i18n/format';
import { useEnumLabel } from '@app/lib/labels';
import { type Column, DataTable } from '@app/components/DataTable';
import type { ListedRecord } from '@app/pwa/use-listed-records';
import type { LoanAction } from '../api/loan-actions';
import { statusColour, statusLabel } from '../lib/loan-status';

export type LoanRow = ListedRecord<LoanDto>;

export interface LoansTableProps {
  rows: LoanRow[] | undefined;
  loading: boolean;
  /** Company admins (and the admin) act on loans; agents only read. */
  canManage: boolean;
  onAction: (loan: LoanDto, action: LoanAction) => void;
  onRepay: (loan: LoanDto) => void;
}

function SyncNote({ row }: { row: LoanRow }) {
  const enumLabel = useEnumLabel();
  if (row.sync === 'synced') return null;
  return (
    <>
      <Badge color={row.sync === 'needs_attention' ? 'red' : 'yellow'} variant="light" ml={4}>
        {enumLabel('syncState', row.sync === 'needs_attention' ? 'needs_attention' : 'queued')}
      </Badge>
      {row.error && (
        <Text size="xs" c="red.8" maw={220}>
          {row.error}
        </Text>
      )}
    </>
  );
}

function Actions({ loan, onAction, onRepay }: { loan: LoanDto } & Pick<LoansTableProps, 'onAction' | 'onRepay'>) {
  const { t } = useTranslation('loans');
  const button = (action: LoanAction, color?: string) => (
    <Button size="compact-xs" variant="light" color={color} onClick={() => onAction(loan, action)}>
      {t(`actions.${action}.label`)}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {loan.status === 'pending' && button('approve')}
      {loan.status === 'approved' && button('disburse', 'teal')}
      {(loan.status === 'pending' || loan.status === 'approved') && button('reject', 'red')}
      {loan.status === 'disbursed' && (
        <Button size="compact-xs" variant="light" color="green" onClick={() => onRepay(loan)}>
          {t('list.recordRepayment')}
        </Button>
      )}
    </Group>
  );
}

/** Farmer, County, Seed, Amount, Paid, Balance, Status (spec part 2 §2.10), plus the admins' actions. */
export function LoansTable({ rows, loading, canManage, onAction, onRepay }: LoansTableProps) {
  const { t } = useTranslation('loans');
  const columns: Column<LoanRow>[] = [
    { key: 'farmer', header: t('list.farmer'), cell: (r) => r.record.farmer?.name ?? t('list.unknownFarmer'), card: 'primary' },
    { key: 'county', header: t('list.county'), cell: (r) => r.record.farmer?.county || t('list.noCounty') },
    { key: 'seed', header: t('list.seed'), cell: (r) => r.record.seed },
    { key: 'amount', header: t('list.amount'), cell: (r) => formatKgs(r.record.amount) },
    { key: 'paid', header: t('list.paid'), cell: (r) => formatKgs(r.record.amountPaid) },
    { key: 'balance', header: t('list.balance'), cell: (r) => (r.record.balance === null ? '—' : formatKgs(r.record.balance)) },
    {
      key: 'status',
      header: t('list.status'),
      card: 'status',
      cell: (r) => (
        <>
          <Badge color={statusColour(r.record.status)}>
            {statusLabel(r.record.status)}
          </Badge>
          <SyncNote row={r} />
        </>
      ),
    },
    {
      key: 'actions',
      header: t('list.actions'),
      hidden: !canManage,
      card: 'actions',
      cell: (r) => (r.sync === 'synced' ? <Actions loan={r.record} onAction={onAction} onRepay={onRepay} /> : null),
    },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.record.id} loading={loading} empty={t('list.empty')} />;
}
