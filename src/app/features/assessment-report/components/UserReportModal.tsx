import { Badge, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportUser } from '@shared/contracts/training-report';
import { userReportQuery } from '../api/report-queries';

/** 'User Pre-Training Report': figures, percentage bar and the answers; closes by × or a backdrop click. */
export function UserReportModal({ user, onClose }: { user: ReportUser | null; onClose: () => void }) {
  return (
    <Modal opened={user !== null} onClose={onClose} title="User Pre-Training Report" size="lg" closeOnClickOutside>
      {user && <ReportBody user={user} />}
    </Modal>
  );
}

function ReportBody({ user }: { user: ReportUser }) {
  const report = useQuery(userReportQuery(user.id));
  if (report.isPending) return <Text c="dimmed">Loading report...</Text>;
  const r = report.data;
  if (!r || r.answers.length === 0) return <Text c="dimmed">No report data found.</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{user.name}</Text>
      <Text size="sm">
        <Text span c="dimmed">
          User ID:{' '}
        </Text>
        {r.userId}
      </Text>
      <Group gap="lg">
        <Text size="sm">
          Total questions: <b>{r.totalQuestions}</b>
        </Text>
        <Text size="sm">
          Total score: <b>{r.totalScore}</b>
        </Text>
        <Text size="sm">
          Percentage: <b>{r.percentage.toFixed(1)}%</b>
        </Text>
        <Badge color={r.qualified ? 'green' : 'orange'} variant="light">
          {r.qualified ? 'Qualified for training' : 'Not yet qualified'}
        </Badge>
      </Group>
      <Progress value={r.percentage} color={r.qualified ? 'green' : 'orange'} aria-label={`Percentage ${r.percentage}%`} />
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Question</Table.Th>
              <Table.Th scope="col">Answer</Table.Th>
              <Table.Th scope="col">Score</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.answers.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>{a.questionText}</Table.Td>
                <Table.Td>{a.optionText}</Table.Td>
                <Table.Td>{a.score}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
