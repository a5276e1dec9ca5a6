import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportUser } from '@shared/contracts/training-report';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { Pager } from '@app/components/Pager';
import { formatPercent } from '@app/i18n/format';
import { reportUsersQuery } from '../api/report-queries';
import type { AssessmentReportSearch } from '../search';
import { UserReportModal } from './UserReportModal';
import { DataAge } from '@app/components/DataAge';

const columns = (t: TFunction<['reports', 'enums']>): Column<ReportUser>[] => [
  { key: 'name', header: t('assessments.columns.name'), cell: (u) => u.name, card: 'primary' },
  { key: 'email', header: t('assessments.columns.email'), cell: (u) => u.email, card: 'primary' },
  { key: 'company', header: t('assessments.columns.company'), cell: (u) => u.company?.name ?? '—' },
  { key: 'location', header: t('assessments.columns.location'), cell: (u) => u.agentProfile?.workGeographicLocation ?? '—' },
  { key: 'years', header: t('assessments.columns.years'), cell: (u) => u.agentProfile?.yearsOfSalesFieldExperience ?? '—' },
  {
    key: 'result',
    header: t('assessments.columns.result'),
    card: 'status',
    cell: (u) =>
      u.assessment ? (
        <Badge color={u.assessment.qualified ? 'green' : 'orange'} variant="light">
          {t('assessments.result', {
            percent: formatPercent(u.assessment.percentage),
            verdict: t(u.assessment.qualified ? 'enums:qualification.qualified' : 'enums:qualification.not_qualified'),
          })}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {t('assessments.notTaken')}
        </Text>
      ),
  },
];

export interface AssessmentsReportPageProps {
  search: AssessmentReportSearch;
  onSearchChange: (patch: Partial<AssessmentReportSearch>) => void;
}

/** /reports/posttrainingreport: users (company admins see their own company); a row opens the user's report. */
export function AssessmentsReportPage({ search: { page }, onSearchChange }: AssessmentsReportPageProps) {
  const { t } = useTranslation(['reports', 'enums']);
  const [selected, setSelected] = useState<ReportUser | null>(null);
  const users = useQuery(reportUsersQuery(page));
  return (
    <Stack gap="md">
      <Title order={2}>{t('assessments.title')}</Title>
      <DataAge updatedAt={users.dataUpdatedAt} />
      {users.isPending ? (
        <Text ta="center" c="dimmed" py="xl">
          {t('assessments.loading')}
        </Text>
      ) : (
        <DataTable columns={columns(t)} rows={users.data?.data} rowKey={(u) => u.id} empty={t('assessments.empty')} onRowClick={setSelected} caption={t('assessments.caption')} />
      )}
      <Pager variant="simple" pagination={users.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      <UserReportModal user={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
