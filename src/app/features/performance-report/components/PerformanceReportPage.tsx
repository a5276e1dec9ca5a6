import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportRow } from '@shared/contracts/gamification-admin';
import { TIER_NAMES } from '@shared/tiers';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { ExportProgress } from '@app/components/ExportProgress';
import { FilterBar } from '@app/components/FilterBar';
import { formatDate, formatNumber } from '@app/i18n/format';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { useSession } from '@app/lib/use-session';
import { type PerformanceReportParams, performanceReportQuery, useExportPerformanceReport } from '../api/performance-report-api';
import type { PerformanceReportSearch } from '../search';
import { DataAge } from '@app/components/DataAge';

const DEBOUNCE_MS = 500;

/**
 * The spec's columns (part 2 §2.14: only the Company filter is hidden from a company admin, not the column), and
 * the points inside the chosen dates beside the total once dates are chosen.
 */
const columns = (t: TFunction<['reports', 'enums']>, dated: boolean): Column<ReportRow>[] => [
  { key: 'name', header: t('performance.columns.name'), cell: (r) => r.agentName, card: 'primary' },
  { key: 'email', header: t('performance.columns.email'), cell: (r) => r.agentEmail, card: 'primary' },
  { key: 'company', header: t('performance.columns.company'), cell: (r) => r.companyName ?? '—' },
  { key: 'role', header: t('performance.columns.role'), cell: (r) => t(`enums:role.${r.role}`) },
  { key: 'points', header: t('performance.columns.points'), cell: (r) => formatNumber(r.totalPoints) },
  { key: 'inRange', header: t('performance.columns.inRange'), cell: (r) => formatNumber(r.pointsInRange), hidden: !dated },
  { key: 'tier', header: t('performance.columns.tier'), cell: (r) => <Badge variant="light">{t(`enums:tier.${r.tier}`)}</Badge>, card: 'status' },
  { key: 'activities', header: t('performance.columns.activities'), cell: (r) => formatNumber(r.totalActivities) },
  { key: 'avg', header: t('performance.columns.avg'), cell: (r) => formatNumber(r.averagePointsPerActivity) },
  { key: 'joined', header: t('performance.columns.joined'), cell: (r) => formatDate(r.joinedDate) },
];

export interface PerformanceReportPageProps {
  search: PerformanceReportSearch;
  onSearchChange: (patch: Partial<PerformanceReportSearch>) => void;
}

/** Agent Performance Report (/reports/gamification): filters, Refresh, Export CSV and the agents' points. */
export function PerformanceReportPage({ search, onSearchChange }: PerformanceReportPageProps) {
  const { t } = useTranslation(['reports', 'enums']);
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const [filters, setFilters] = useDebouncedFilters(search, onSearchChange, DEBOUNCE_MS);
  const params = Object.fromEntries(Object.entries(search).filter(([, v]) => v)) as PerformanceReportParams;
  const report = useQuery(performanceReportQuery(params));
  const exporter = useExportPerformanceReport();
  const companies = report.data?.filters.availableCompanies ?? [];
  const dated = Boolean(search.dateFrom || search.dateTo);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>{t('performance.title')}</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void report.refetch()} loading={report.isFetching && !exporter.isPending}>
            {t('refresh')}
          </Button>
          <Button leftSection={<IconDownload size={16} />} onClick={() => exporter.mutate(params)} loading={exporter.isPending}>
            {t('exportCsv')}
          </Button>
        </Group>
      </Group>
      <DataAge updatedAt={report.dataUpdatedAt} />
      <FilterBar
        values={filters}
        onChange={setFilters}
        cols={{ base: 1, xs: 2, md: isAdmin ? 5 : 4 }}
        fields={[
          { key: 'agentName', kind: 'text', label: t('performance.filters.agentName'), placeholder: t('performance.filters.agentPlaceholder') },
          { key: 'companyId', kind: 'select', label: t('performance.filters.company'), placeholder: t('performance.filters.allCompanies'), data: companies.map((c) => ({ value: c.id, label: c.name })), hidden: !isAdmin },
          { key: 'tier', kind: 'select', label: t('performance.filters.tier'), placeholder: t('performance.filters.allTiers'), data: TIER_NAMES.map((tier) => ({ value: tier, label: t(`enums:tier.${tier}`) })) },
          { key: 'dateFrom', kind: 'text', type: 'date', label: t('performance.filters.dateFrom'), max: filters.dateTo || undefined },
          { key: 'dateTo', kind: 'text', type: 'date', label: t('performance.filters.dateTo'), min: filters.dateFrom || undefined },
        ]}
      />
      <ExportProgress exporting={exporter.isPending} what={report.data ? t('rows', { count: report.data.data.length }) : t('theReport')} />
      <DataTable
        columns={columns(t, dated)}
        rows={report.data?.data}
        rowKey={(r) => r.userId}
        loading={report.isPending}
        empty={t('performance.empty')}
        caption={dated ? t('performance.captionDated') : t('performance.caption')}
      />
    </Stack>
  );
}
