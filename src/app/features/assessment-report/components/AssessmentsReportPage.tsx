import { Badge, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportUser } from '@shared/contracts/training-report';
import { useState } from 'react';
import { type Column, DataTable } from '../../../components/DataTable';
import { Pager } from '../../../components/Pager';
import { reportUsersQuery } from '../api/report-queries';
import type { AssessmentReportSearch } from '../search';
import { UserReportModal } from './UserReportModal';
import { DataAge } from '../../../components/DataAge';

const COLUMNS: Column<ReportUser>[] = [
  { key: 'name', header: 'Name', cell: (u) => u.name, card: 'primary' },
  { key: 'email', header: 'Email', cell: (u) => u.email, card: 'primary' },
  { key: 'company', header: 'Company', cell: (u) => u.company?.name ?? '—' },
  { key: 'location', header: 'Work Location', cell: (u) => u.agentProfile?.workGeographicLocation ?? '—' },
  { key: 'years', header: 'Years Experience', cell: (u) => u.agentProfile?.yearsOfSalesFieldExperience ?? '—' },
  {
    key: 'result',
    header: 'Assessment',
    card: 'status',
    cell: (u) =>
      u.assessment ? (
        <Badge color={u.assessment.qualified ? 'green' : 'orange'} variant="light">
          {u.assessment.percentage.toFixed(1)}% · {u.assessment.qualified ? 'Qualified' : 'Not qualified'}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          Not taken
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
  const [selected, setSelected] = useState<ReportUser | null>(null);
  const users = useQuery(reportUsersQuery(page));
  return (
    <Stack gap="md">
      <Title order={2}>Assessments Report</Title>
      <DataAge updatedAt={users.dataUpdatedAt} />
      {users.isPending ? (
        <Text ta="center" c="dimmed" py="xl">
          Loading users...
        </Text>
      ) : (
        <DataTable columns={COLUMNS} rows={users.data?.data} rowKey={(u) => u.id} empty="No users found" onRowClick={setSelected} caption="Select a user to open their pre-training report" />
      )}
      <Pager variant="simple" pagination={users.data?.pagination} onPage={(next) => onSearchChange({ page: next })} />
      <UserReportModal user={selected} onClose={() => setSelected(null)} />
    </Stack>
  );
}
