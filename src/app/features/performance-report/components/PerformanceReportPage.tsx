import { Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportRow } from '@shared/contracts/gamification-admin';
import { TIER_NAMES } from '@shared/tiers';
import { type Column, DataTable } from '../../../components/DataTable';
import { ExportProgress } from '../../../components/ExportProgress';
import { FilterBar } from '../../../components/FilterBar';
import { roleLabel } from '../../../lib/labels';
import { useDebouncedFilters } from '../../../lib/use-debounced-filters';
import { useSession } from '../../../lib/use-session';
import { type PerformanceReportParams, performanceReportQuery, useExportPerformanceReport } from '../api/performance-report-api';
import type { PerformanceReportSearch } from '../search';
import { DataAge } from '../../../components/DataAge';

const DEBOUNCE_MS = 500;

/**
 * The spec's columns (part 2 §2.14: only the Company filter is hidden from a company admin, not the column), and
 * the points inside the chosen dates beside the total once dates are chosen.
 */
const columns = (dated: boolean): Column<ReportRow>[] => [
  { key: 'name', header: 'Agent Name', cell: (r) => r.agentName, card: 'primary' },
  { key: 'email', header: 'Email', cell: (r) => r.agentEmail, card: 'primary' },
  { key: 'company', header: 'Company', cell: (r) => r.companyName ?? '—' },
  { key: 'role', header: 'Role', cell: (r) => roleLabel(r.role) },
  { key: 'points', header: 'Total Points', cell: (r) => r.totalPoints },
  { key: 'inRange', header: 'Points in Range', cell: (r) => r.pointsInRange, hidden: !dated },
  { key: 'tier', header: 'Tier', cell: (r) => <Badge variant="light">{r.tier}</Badge>, card: 'status' },
  { key: 'activities', header: 'Activities', cell: (r) => r.totalActivities },
  { key: 'avg', header: 'Avg Points', cell: (r) => r.averagePointsPerActivity },
  { key: 'joined', header: 'Joined Date', cell: (r) => new Date(r.joinedDate).toLocaleDateString('en-KE') },
];

export interface PerformanceReportPageProps {
  search: PerformanceReportSearch;
  onSearchChange: (patch: Partial<PerformanceReportSearch>) => void;
}

/** Agent Performance Report (/reports/gamification): filters, Refresh, Export CSV and the agents' points. */
export function PerformanceReportPage({ search, onSearchChange }: PerformanceReportPageProps) {
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
        <Title order={2}>Agent Performance Report</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void report.refetch()} loading={report.isFetching && !exporter.isPending}>
            Refresh
          </Button>
          <Button leftSection={<IconDownload size={16} />} onClick={() => exporter.mutate(params)} loading={exporter.isPending}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <DataAge updatedAt={report.dataUpdatedAt} />
      <FilterBar
        values={filters}
        onChange={setFilters}
        cols={{ base: 1, xs: 2, md: isAdmin ? 5 : 4 }}
        fields={[
          { key: 'agentName', kind: 'text', label: 'Agent Name', placeholder: 'Search by name' },
          { key: 'companyId', kind: 'select', label: 'Company', placeholder: 'All companies', data: companies.map((c) => ({ value: c.id, label: c.name })), hidden: !isAdmin },
          { key: 'tier', kind: 'select', label: 'Tier', placeholder: 'All tiers', data: [...TIER_NAMES] },
          { key: 'dateFrom', kind: 'text', type: 'date', label: 'Date From', max: filters.dateTo || undefined },
          { key: 'dateTo', kind: 'text', type: 'date', label: 'Date To', min: filters.dateFrom || undefined },
        ]}
      />
      <ExportProgress exporting={exporter.isPending} what={report.data ? `${report.data.data.length} rows` : 'the report'} />
      <DataTable
        columns={columns(dated)}
        rows={report.data?.data}
        rowKey={(r) => r.userId}
        loading={report.isPending}
        empty="No data available. Please check your filters and try again."
        caption={dated ? 'Tier by total points; points in range, activities and average points in the chosen dates' : 'Tier by total points'}
      />
    </Stack>
  );
}
