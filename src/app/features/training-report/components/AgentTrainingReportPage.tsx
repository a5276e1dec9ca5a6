import { Button, Group, Progress, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { MODULE_STATUSES } from '@shared/contracts/training';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { DataAge } from '../../../components/DataAge';
import { Pager } from '../../../components/Pager';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { useSession } from '../../../lib/use-session';
import { useOnline } from '../../../pwa/use-online';
import { exportTrainingReport, REPORT_PAGE_SIZE, type TrainingReportParams, trainingReportQuery } from '../api/training-report-queries';
import { STATUS_LABELS, TrainingReportTable } from './TrainingReportTable';

interface Filters {
  status: string;
  moduleId: string;
  companyId: string;
}
const NO_FILTERS: Filters = { status: '', moduleId: '', companyId: '' };
/** Report searches are debounced 500 ms (spec part 2 §9). */
const DEBOUNCE_MS = 500;

/** Agent Training Report (/reports/agent-training): filters, Refresh, Export CSV, the table and Previous/Next. */
export function AgentTrainingReportPage() {
  const session = useSession();
  const online = useOnline();
  const isAdmin = session?.role === 'admin';
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [debounced] = useDebouncedValue(filters, DEBOUNCE_MS);
  const filterKey = JSON.stringify(debounced);
  const [paging, setPaging] = useState({ page: 1, filterKey });
  const page = paging.filterKey === filterKey ? paging.page : 1;
  const params = useMemo<TrainingReportParams>(
    () => ({ page, ...Object.fromEntries(Object.entries(JSON.parse(filterKey) as Filters).filter(([, v]) => v)) }),
    [page, filterKey],
  );
  const report = useQuery(trainingReportQuery(params));
  const [exporting, setExporting] = useState(false);

  useEffect(() => {
    if (report.error) notifyFailure('Failed to load report data');
  }, [report.error]);

  const set = (key: keyof Filters) => (value: string | null) => setFilters((f) => ({ ...f, [key]: value ?? '' }));

  const exportCsv = async () => {
    setExporting(true);
    try {
      const { page: _page, ...query } = params;
      await exportTrainingReport(query);
      notifySuccess('Report exported successfully!');
    } catch {
      notifyFailure('Failed to export report');
    } finally {
      setExporting(false);
    }
  };

  const pagination = report.data?.pagination;
  const options = report.data?.filters;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2}>Agent Training Report</Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void report.refetch()} loading={report.isFetching && !report.isPending}>
            Refresh
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => void exportCsv()} loading={exporting} disabled={!online}>
            Export CSV
          </Button>
        </Group>
      </Group>
      {exporting && (
        <Stack gap={4} role="status" aria-live="polite">
          <Text size="sm">Exporting {pagination ? `${pagination.totalItems} rows` : 'the report'}…</Text>
          <Progress value={100} striped animated aria-label="Export in progress" />
        </Stack>
      )}
      <DataAge updatedAt={report.dataUpdatedAt} />
      <SimpleGrid cols={{ base: 1, xs: isAdmin ? 3 : 2 }} spacing="sm">
        <Select
          label="Status"
          placeholder="All statuses"
          data={MODULE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }))}
          value={filters.status || null}
          onChange={set('status')}
          clearable
        />
        <Select
          label="Module"
          placeholder="All modules"
          data={(options?.modules ?? []).map((m) => ({ value: m.id, label: m.title }))}
          value={filters.moduleId || null}
          onChange={set('moduleId')}
          clearable
        />
        {isAdmin && (
          <Select
            label="Company"
            placeholder="All companies"
            data={(options?.companies ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={filters.companyId || null}
            onChange={set('companyId')}
            clearable
          />
        )}
      </SimpleGrid>
      <TrainingReportTable rows={report.data?.data} loading={report.isPending} showCompany={isAdmin} />
      {pagination && pagination.totalItems > 0 && (
        <Pager
          variant="simple"
          page={pagination.currentPage}
          totalPages={pagination.totalPages}
          totalItems={pagination.totalItems}
          pageSize={REPORT_PAGE_SIZE}
          onPage={(next) => setPaging({ page: next, filterKey })}
        />
      )}
    </Stack>
  );
}
