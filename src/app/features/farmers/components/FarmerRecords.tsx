import { Stack, Text, Title } from '@mantine/core';
import type { FarmerDetails, FarmerHistoryEntry } from '@shared/contracts/farmers';
import { formatKes, formatKgs } from '../../../i18n/format';
import dayjs from 'dayjs';
import { type Column, DataTable } from '../../../components/DataTable';

type Sale = FarmerDetails['sales']['items'][number];
type Loan = FarmerDetails['loans']['items'][number];

const SALE_COLUMNS: Column<Sale>[] = [
  { key: 'date', header: 'Date', cell: (s) => dayjs(s.saleDate).format('DD MMM YYYY') },
  { key: 'product', header: 'Product', cell: (s) => s.product },
  { key: 'quantity', header: 'Quantity', cell: (s) => `${s.quantity} ${s.unit}` },
  { key: 'amount', header: 'Amount', cell: (s) => formatKes(s.amountKes) },
  { key: 'agent', header: 'Agent', cell: (s) => s.agent?.name ?? '—' },
];

const LOAN_COLUMNS: Column<Loan>[] = [
  { key: 'date', header: 'Applied On', cell: (l) => dayjs(l.recordedAt).format('DD MMM YYYY') },
  { key: 'seed', header: 'Seed', cell: (l) => l.seed },
  { key: 'amount', header: 'Amount', cell: (l) => formatKgs(l.amount) },
  { key: 'balance', header: 'Balance', cell: (l) => formatKgs(l.balance) },
  { key: 'status', header: 'Status', cell: (l) => l.status },
];

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'object') {
    const { latitude, longitude } = value as { latitude: number; longitude: number };
    return `${latitude}, ${longitude}`;
  }
  return String(value);
};

function HistoryEntry({ entry }: { entry: FarmerHistoryEntry }) {
  return (
    <li>
      <Text size="sm" fw={500}>
        {dayjs(entry.recordedAt).format('DD MMM YYYY HH:mm')} · {entry.editedBy?.name ?? 'Unknown user'}
        {!entry.applied && ' · not applied (a later correction came first)'}
      </Text>
      <Text size="sm" c="dimmed">
        {Object.entries(entry.changes)
          .map(([field, { from, to }]) => `${field}: ${shown(from)} → ${shown(to)}`)
          .join('; ')}
      </Text>
    </li>
  );
}

/** The farmer's sales and loans with their totals, and the corrections made to the record. */
export function FarmerRecords({ details }: { details: FarmerDetails }) {
  const { sales, loans, history } = details;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          Sales
        </Title>
        <Text size="sm">
          {sales.totals.count} sale{sales.totals.count === 1 ? '' : 's'}, {formatKes(sales.totals.amountKes)} in total
        </Text>
        <DataTable columns={SALE_COLUMNS} rows={sales.items} rowKey={(s) => s.id} empty="No sales recorded for this farmer." caption="Sales to this farmer" />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          Loans
        </Title>
        <Text size="sm">
          {loans.totals.count} loan{loans.totals.count === 1 ? '' : 's'}: {formatKgs(loans.totals.amount)} lent, {formatKgs(loans.totals.amountPaid)} repaid,{' '}
          {formatKgs(loans.totals.balance)} outstanding
        </Text>
        <DataTable columns={LOAN_COLUMNS} rows={loans.items} rowKey={(l) => l.id} empty="No loans for this farmer." caption="Loans of this farmer" />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          History of corrections
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            No corrections yet.
          </Text>
        ) : (
          <Stack component="ul" gap="xs" pl="md" m={0}>
            {history.map((entry) => (
              <HistoryEntry key={entry.id} entry={entry} />
            ))}
          </Stack>
        )}
      </Stack>
    </Stack>
  );
}
