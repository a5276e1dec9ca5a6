import { Button, Group, Progress, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReportRow } from '@shared/contracts/gamification-admin';
import { TIER_NAMES } from '@shared/tiers';
import { useEffect, useMemo, useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { type PerformanceReportParams, exportPerformanceReport, performanceReportQuery } from '../api/performance-report-api';

const DEBOUNCE_MS = 500;
const NO_FILTERS = { agentName: '', companyId: '', tier: '', dateFrom: '', dateTo: '' };
type Filters = typeof NO_FILTERS;

const roleLabel = (role: string) => role.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());

/** Agent Performance Report (/reports/gamification): filters, Refresh, Export CSV and the agents' points. */
export function PerformanceReportPage() {
  const session = useSession();
  const isAdmin = session?.role === 'admin';
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, DEBOUNCE_MS);
  const params = useMemo(() => Object.fromEntries(Object.entries(debounced).filter(([, v]) => v)) as PerformanceReportParams, [debounced]);
  const report = useQuery(performanceReportQuery(params));
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (report.error) notifyFailure('Failed to load gamification report');
  }, [report.error]);

  const set = (key: keyof Filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value ?? '' }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportPerformanceReport(params);
      notifySuccess('Report exported successfully!');
    } catch {
      notifyFailure('Failed to export report');
    } finally {
      setExporting(false);
    }
  };

  const columns: Column<ReportRow>[] = [
    { key: 'name', header: 'Agent Name', cell: (r) => r.agentName },
    { key: 'email', header: 'Email', cell: (r) => r.agentEmail },
    { key: 'company', header: 'Company', cell: (r) => r.companyName ?? '—', hidden: !isAdmin },
    { key: 'role', header: 'Role', cell: (r) => roleLabel(r.role) },
    { key: 'points', header: 'Total Points', cell: (r) => r.totalPoints },
    { key: 'tier', header: 'Tier', cell: (r) => r.tier },
    { key: 'activities', header: 'Activities', cell: (r) => r.totalActivities },
    { key: 'avg', header: 'Avg Points', cell: (r) => r.averagePointsPerActivity },
    { key: 'joined', header: 'Joined Date', cell: (r) => new Date(r.joinedDate).toLocaleDateString('en-KE') },
  ];
  const companies = report.data?.filters.availableCompanies ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Agent Performance Report</Title>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void report.refetch()} loading={report.isFetching && !exporting}>
            Refresh
          </Button>
          <Button leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, xs: 2, md: isAdmin ? 5 : 4 }} spacing="sm">
        <TextInput label="Agent Name" value={filters.agentName} onChange={(e) => set('agentName')(e.currentTarget.value)} placeholder="Search by name" />
        {isAdmin && (
          <Select label="Company" placeholder="All companies" clearable data={companies.map((c) => ({ value: c.id, label: c.name }))} value={filters.companyId || null} onChange={set('companyId')} />
        )}
        <Select label="Tier" placeholder="All tiers" clearable data={[...TIER_NAMES]} value={filters.tier || null} onChange={set('tier')} />
        <TextInput label="Date From" type="date" value={filters.dateFrom} max={filters.dateTo || undefined} onChange={(e) => set('dateFrom')(e.currentTarget.value)} />
        <TextInput label="Date To" type="date" value={filters.dateTo} min={filters.dateFrom || undefined} onChange={(e) => set('dateTo')(e.currentTarget.value)} />
      </SimpleGrid>
      {exporting && (
        <Stack gap={4}>
          <Text size="sm">Exporting {report.data ? `${report.data.data.length} rows` : 'the report'}…</Text>
          <Progress value={100} striped animated aria-label="Export in progress" />
        </Stack>
      )}
      <DataTable
        columns={columns}
        rows={report.data?.data}
        rowKey={(r) => r.userId}
        loading={report.isPending}
        empty="No data available. Please check your filters and try again."
        caption="Points and activities in the chosen dates"
      />
    </Stack>
  );
}
