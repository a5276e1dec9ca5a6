import { Badge, Button, Group, Text } from '@mantine/core';
import type { LoanDto } from '@shared/contracts/loans';
import { formatKgs } from '../../../i18n/format';
import { type Column, DataTable } from '../../../components/DataTable';
import type { ListedRecord } from '../../../pwa/use-listed-records';
import type { LoanAction } from '../api/loan-actions';
import { hasBalance, statusColour, statusLabel } from '../lib/loan-status';

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
  if (row.sync === 'synced') return null;
  return (
    <>
      <Badge color={row.sync === 'needs_attention' ? 'red' : 'yellow'} variant="light" ml={4}>
        {row.sync === 'needs_attention' ? 'needs attention' : 'waiting to sync'}
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
  const button = (label: string, action: LoanAction, color?: string) => (
    <Button size="compact-xs" variant="light" color={color} onClick={() => onAction(loan, action)}>
      {label}
    </Button>
  );
  return (
    <Group gap={4} wrap="nowrap">
      {loan.status === 'pending' && button('Approve', 'approve')}
      {loan.status === 'approved' && button('Disburse', 'disburse', 'teal')}
      {(loan.status === 'pending' || loan.status === 'approved') && button('Reject', 'reject', 'red')}
      {loan.status === 'disbursed' && (
        <Button size="compact-xs" variant="light" color="green" onClick={() => onRepay(loan)}>
          Record Repayment
        </Button>
      )}
    </Group>
  );
}

/** Farmer, County, Seed, Amount, Paid, Balance, Status (spec part 2 §2.10), plus the admins' actions. */
export function LoansTable({ rows, loading, canManage, onAction, onRepay }: LoansTableProps) {
  const columns: Column<LoanRow>[] = [
    { key: 'farmer', header: 'Farmer', cell: (r) => r.record.farmer?.name ?? 'Unknown', card: 'primary' },
    { key: 'county', header: 'County', cell: (r) => r.record.farmer?.county || 'N/A' },
    { key: 'seed', header: 'Seed', cell: (r) => r.record.seed },
    { key: 'amount', header: 'Amount', cell: (r) => formatKgs(r.record.amount) },
    { key: 'paid', header: 'Paid', cell: (r) => formatKgs(r.record.amountPaid) },
    { key: 'balance', header: 'Balance', cell: (r) => (hasBalance(r.record.status) ? formatKgs(r.record.balance) : '—') },
    {
      key: 'status',
      header: 'Status',
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
    { key: 'actions', header: 'Actions', hidden: !canManage, card: 'actions', cell: (r) => (r.sync === 'synced' ? <Actions loan={r.record} onAction={onAction} onRepay={onRepay} /> : null) },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.record.id} loading={loading} empty="No loans available." />;
}
