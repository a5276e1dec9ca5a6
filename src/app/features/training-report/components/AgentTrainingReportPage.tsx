import { Button, Group, Stack, Title } from '@mantine/core';
import { MODULE_STATUSES } from '@shared/contracts/training';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { DataAge } from '../../../components/DataAge';
import { ExportProgress } from '../../../components/ExportProgress';
import { FilterBar } from '../../../components/FilterBar';
import { Pager } from '../../../components/Pager';
import { useDebouncedFilters } from '../../../lib/use-debounced-filters';
import { useSession } from '../../../lib/use-session';
import { useOnline } from '../../../pwa/use-online';
import { type TrainingReportParams, trainingReportQuery, useExportTrainingReport } from '../api/training-report-queries';
import type { TrainingReportSearch } from '../search';
import { STATUS_LABELS, TrainingReportTable } from './TrainingReportTable';

/** Report searches are debounced 500 ms (spec part 2 §9). */
const DEBOUNCE_MS = 500;

export interface AgentTrainingReportPageProps {
  search: TrainingReportSearch;
  onSearchChange: (patch: Partial<TrainingReportSearch>) => void;
}

/** Agent Training Report (/reports/agent-training): filters, Refresh, Export CSV, the table and Previous/Next. */
export function AgentTrainingReportPage({ search, onSearchChange }: AgentTrainingReportPageProps) {
  const session = useSession();
  const online = useOnline();
  const isAdmin = session?.role === 'admin';
  const { page, ...applied } = search;
  const [filters, setFilters] = useDebouncedFilters(applied, (next) => onSearchChange({ ...next, page: 1 }), DEBOUNCE_MS);
  const query: Omit<TrainingReportParams, 'page'> = Object.fromEntries(Object.entries(applied).filter(([, v]) => v));
  const report = useQuery(trainingReportQuery({ page, ...query }));
  const exporter = useExportTrainingReport();
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
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => exporter.mutate(query)} loading={exporter.isPending} disabled={!online}>
            Export CSV
          </Button>
        </Group>
      </Group>
      <ExportProgress exporting={exporter.isPending} what={pagination ? `${pagination.totalItems} rows` : 'the report'} />
      <DataAge updatedAt={report.dataUpdatedAt} />
      <FilterBar
        values={filters}
        onChange={setFilters}
        cols={{ base: 1, xs: isAdmin ? 3 : 2 }}
        fields={[
          { key: 'status', kind: 'select', label: 'Status', placeholder: 'All statuses', data: MODULE_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })) },
          { key: 'moduleId', kind: 'select', label: 'Module', placeholder: 'All modules', data: (options?.modules ?? []).map((m) => ({ value: m.id, label: m.title })) },
          {
            key: 'companyId',
            kind: 'select',
            label: 'Company',
            placeholder: 'All companies',
            data: (options?.companies ?? []).map((c) => ({ value: c.id, label: c.name })),
            hidden: !isAdmin,
          },
        ]}
      />
      <TrainingReportTable rows={report.data?.data} loading={report.isPending} showCompany={isAdmin} />
      <Pager variant="simple" pagination={pagination} onPage={(next) => onSearchChange({ page: next })} />
    </Stack>
  );
}
