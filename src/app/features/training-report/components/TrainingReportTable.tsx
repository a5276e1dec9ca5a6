import { Badge } from '@mantine/core';
import { type AgentTrainingRow, trainingDuration } from '@shared/contracts/reports';
import type { ModuleStatus } from '@shared/contracts/training';
import { type Column, DataTable } from '../../../components/DataTable';

export const STATUS_LABELS: Record<ModuleStatus, string> = { not_started: 'Not Started', in_progress: 'In Progress', completed: 'Completed' };
const STATUS_COLORS: Record<ModuleStatus, string> = { not_started: 'gray', in_progress: 'yellow', completed: 'green' };

const dateText = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '—');

export function TrainingReportTable({ rows, loading, showCompany }: { rows: AgentTrainingRow[] | undefined; loading: boolean; showCompany: boolean }) {
  const columns: Column<AgentTrainingRow>[] = [
    { key: 'agent', header: 'Agent', cell: (r) => r.user.name, card: 'primary' },
    { key: 'module', header: 'Module', cell: (r) => r.module.title, card: 'primary' },
    {
      key: 'status',
      header: 'Status',
      card: 'status',
      cell: (r) => (
        <Badge color={STATUS_COLORS[r.status]} variant="light">
          {STATUS_LABELS[r.status]}
        </Badge>
      ),
    },
    { key: 'first', header: 'First Access', cell: (r) => dateText(r.firstAccessDate) },
    { key: 'completion', header: 'Completion Date', cell: (r) => dateText(r.completionDate) },
    { key: 'duration', header: 'Duration', cell: (r) => trainingDuration(r) ?? '—' },
    { key: 'company', header: 'Company', cell: (r) => r.company?.name ?? '—', hidden: !showCompany },
  ];
  return <DataTable columns={columns} rows={rows} rowKey={(r) => r.id} loading={loading} empty="No training data found." caption="Agent training" />;
}
