import { Badge } from '@mantine/core';
import { type AgentTrainingRow, trainingDurationParts } from '@shared/contracts/reports';
import type { ModuleStatus } from '@shared/contracts/training';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { formatDateTime, formatDurationParts } from '@app/i18n/format';

const STATUS_COLORS: Record<ModuleStatus, string> = { not_started: 'gray', in_progress: 'yellow', completed: 'green' };

const dateText = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

/** '1 day 2 hr 5 sec' in the language on screen ('siku 1 saa 2 sek 5'), zero units left out; null when not completed. */
const duration = (row: AgentTrainingRow): string | null => {
  const parts = trainingDurationParts(row);
  return parts ? formatDurationParts(parts) : null;
};

export function TrainingReportTable({ rows, loading, showCompany }: { rows: AgentTrainingRow[] | undefined; loading: boolean; showCompany: boolean }) {
  const { t } = useTranslation(['reports', 'enums']);
  const columns: Column<AgentTrainingRow>[] = [
    { key: 'agent', header: t('training.columns.agent'), cell: (r) => r.user.name, card: 'primary' },
    { key: 'module', header: t('training.columns.module'), cell: (r) => r.module.title, card: 'primary' },
    {
      key: 'status',
      header: t('training.columns.status'),
      card: 'status',
      cell: (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="light">
          {t(`enums:moduleStatus.${r.status}`)}
        </Badge>
      ),
    },
    { key: 'first', header: t('training.columns.first'), cell: (r) => dateText(r.firstAccessDate) },
    { key: 'completion', header: t('training.columns.completion'), cell: (r) => dateText(r.completionDate) },
    { key: 'duration', header: t('training.columns.duration'), cell: (r) => duration(r) ?? '—' },
    { key: 'company', header: t('training.columns.company'), cell: (r) => r.company?.name ?? '—', hidden: !showCompany },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} empty={t('training.empty')} caption={t('training.caption')} />;
}
