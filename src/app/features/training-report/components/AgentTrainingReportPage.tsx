import { Button, Group, Stack, Title } from '@mantine/core';
import { MODULE_STATUSES } from '@shared/contracts/training';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { ExportProgress } from '@app/components/ExportProgress';
import { FilterBar } from '@app/components/FilterBar';
import { Pager } from '@app/components/Pager';
import { useDebouncedFilters } from '@app/lib/use-debounced-filters';
import { useSession } from '@app/lib/use-session';
import { useOnline } from '@app/pwa/use-online';
import { type TrainingReportParams, trainingReportQuery, useExportTrainingReport } from '../api/training-report-queries';
import type { TrainingReportSearch } from '../search';
import { TrainingReportTable } from './TrainingReportTable';

/** Report searches are debounced 500 ms (spec part 2 §9). */
const DEBOUNCE_MS = 500;

export interface AgentTrainingReportPageProps {
  search: TrainingReportSearch;
  onSearchChange: (patch: Partial<TrainingReportSearch>) => void;
}

/** Agent Training Report (/reports/agent-training): filters, Refresh, Export CSV, the table and Previous/Next. */
export function AgentTrainingReportPage({ search, onSearchChange }: AgentTrainingReportPageProps) {
  const { t } = useTranslation(['reports', 'enums']);
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
        <Title order={2}>{t('training.title')}</Title>
        <Group gap="xs" wrap="wrap">
          <Button variant="default" leftSection={<IconRefresh size={16} />} onClick={() => void report.refetch()} loading={report.isFetching && !report.isPending}>
            {t('refresh')}
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={() => exporter.mutate(query)} loading={exporter.isPending} disabled={!online}>
            {t('exportCsv')}
          </Button>
        </Group>
      </Group>
      <ExportProgress exporting={exporter.isPending} what={pagination ? t('rows', { count: pagination.totalItems }) : t('theReport')} />
      <DataAge updatedAt={report.dataUpdatedAt} />
      <FilterBar
        values={filters}
        onChange={setFilters}
        cols={{ base: 1, xs: isAdmin ? 3 : 2 }}
        fields={[
          { key: 'status', kind: 'select', label: t('training.filters.status'), placeholder: t('training.filters.allStatuses'), data: MODULE_STATUSES.map((s) => ({ value: s, label: t(`enums:moduleStatus.${s}`) })) },
          { key: 'moduleId', kind: 'select', label: t('training.filters.module'), placeholder: t('training.filters.allModules'), data: (options?.modules ?? []).map((m) => ({ value: m.id, label: m.title })) },
          {
            key: 'companyId',
            kind: 'select',
            label: t('training.filters.company'),
            placeholder: t('training.filters.allCompanies'),
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
