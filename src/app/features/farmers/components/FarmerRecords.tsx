import { Stack, Text, Title } from '@mantine/core';
import type { FarmerDetails, FarmerHistoryEntry } from '@shared/contracts/farmers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateTime, formatKes, formatKgs, formatNumber } from '@app/i18n/format';
import { type Column, DataTable } from '@app/components/DataTable';
import { enumsSignedIn } from '@app/i18n/messages/en/enums-signed-in';
import { farmers } from '@app/i18n/messages/en/farmers';
import { type EnumValue, enumLabel, unitLabel } from '@app/lib/labels';

type Sale = FarmerDetails['sales']['items'][number];
type Loan = FarmerDetails['loans']['items'][number];
type T = TFunction<'farmers'>;

const saleColumns = (t: T): Column<Sale>[] => [
  { key: 'date', header: t('records.date'), cell: (s) => formatDate(s.saleDate) },
  { key: 'product', header: t('records.product'), cell: (s) => s.product },
  { key: 'quantity', header: t('records.quantity'), cell: (s) => `${formatNumber(s.quantity)} ${unitLabel(s.unit)}` },
  { key: 'amount', header: t('records.amount'), cell: (s) => formatKes(s.amountKes) },
  { key: 'agent', header: t('records.agent'), cell: (s) => s.agent?.name ?? '—' },
];

const loanColumns = (t: T): Column<Loan>[] => [
  { key: 'date', header: t('records.appliedOn'), cell: (l) => formatDate(l.recordedAt) },
  { key: 'seed', header: t('records.seed'), cell: (l) => l.seed },
  { key: 'amount', header: t('records.amount'), cell: (l) => formatKgs(l.amount) },
  { key: 'balance', header: t('records.balance'), cell: (l) => (l.balance === null ? '—' : formatKgs(l.balance)) },
  { key: 'status', header: t('records.status'), cell: (l) => (l.status in enumsSignedIn.loanStatus ? enumLabel('loanStatus', l.status as EnumValue<'loanStatus'>) : l.status) },
];

const shown = (t: T, value: unknown): string => {
  if (value === null || value === undefined || value === '') return t('records.empty');
  if (typeof value === 'object') {
    const { latitude, longitude } = value as { latitude: number; longitude: number };
    return `${latitude}, ${longitude}`;
  }
  return String(value);
};

/** A corrected field by its label on the form; a field the app has no label for by its name. */
const fieldLabel = (t: T, field: string): string => (field in farmers.fields ? t(`fields.${field as keyof typeof farmers.fields}`) : field);

function HistoryEntry({ entry }: { entry: FarmerHistoryEntry }) {
  const { t } = useTranslation('farmers');
  return (
    <li>
      <Text size="sm" fw={500}>
        {formatDateTime(entry.recordedAt)} · {entry.editedBy?.name ?? t('records.unknownUser')}
        {!entry.applied && t('records.notApplied')}
      </Text>
      <Text size="sm" c="dimmed">
        {Object.entries(entry.changes)
          .map(([field, { from, to }]) => `${fieldLabel(t, field)}: ${shown(t, from)} → ${shown(t, to)}`)
          .join('; ')}
      </Text>
    </li>
  );
}

/** The farmer's sales and loans with their totals, and the corrections made to the record. */
export function FarmerRecords({ details }: { details: FarmerDetails }) {
  const { t } = useTranslation('farmers');
  const { sales, loans, history } = details;
  return (
    <Stack gap="lg">
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('records.sales')}
        </Title>
        <Text size="sm">{t('records.salesTotals', { count: sales.totals.count, amount: formatKes(sales.totals.amountKes) })}</Text>
        <DataTable columns={saleColumns(t)} rows={sales.items} rowKey={(s) => s.id} empty={t('records.salesEmpty')} caption={t('records.salesCaption')} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('records.loans')}
        </Title>
        <Text size="sm">
          {t('records.loansTotals', {
            count: loans.totals.count,
            lent: formatKgs(loans.totals.amount),
            repaid: formatKgs(loans.totals.amountPaid),
            outstanding: formatKgs(loans.totals.balance),
          })}
        </Text>
        <DataTable columns={loanColumns(t)} rows={loans.items} rowKey={(l) => l.id} empty={t('records.loansEmpty')} caption={t('records.loansCaption')} />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h4">
          {t('records.history')}
        </Title>
        {history.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('records.noHistory')}
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
