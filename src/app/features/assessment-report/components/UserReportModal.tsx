import { Badge, Group, Modal, Progress, Stack, Table, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReportUser } from '@shared/contracts/training-report';
import { useTranslation } from 'react-i18next';
import { formatNumber, formatPercent } from '@app/i18n/format';
import { userReportQuery } from '../api/report-queries';

/** 'User Pre-Training Report': figures, percentage bar and the answers; closes by × or a backdrop click. */
export function UserReportModal({ user, onClose }: { user: ReportUser | null; onClose: () => void }) {
  const { t } = useTranslation('reports');
  return (
    <Modal opened={user !== null} onClose={onClose} title={t('userReport.title')} size="lg" closeOnClickOutside>
      {user && <ReportBody user={user} />}
    </Modal>
  );
}

function ReportBody({ user }: { user: ReportUser }) {
  const { t } = useTranslation('reports');
  const report = useQuery(userReportQuery(user.id));
  if (report.isPending) return <Text c="dimmed">{t('userReport.loading')}</Text>;
  const r = report.data;
  if (!r || r.answers.length === 0) return <Text c="dimmed">{t('userReport.empty')}</Text>;
  return (
    <Stack gap="sm">
      <Text fw={600}>{user.name}</Text>
      <Text size="sm">
        <Text span c="dimmed">
          {t('userReport.userId')}{' '}
        </Text>
        {r.userId}
      </Text>
      <Group gap="lg">
        <Text size="sm">
          {t('userReport.totalQuestions')} <b>{formatNumber(r.totalQuestions)}</b>
        </Text>
        <Text size="sm">
          {t('userReport.totalScore')} <b>{formatNumber(r.totalScore)}</b>
        </Text>
        <Text size="sm">
          {t('userReport.percentage')} <b>{formatPercent(r.percentage)}</b>
        </Text>
        <Badge color={r.qualified ? 'green' : 'orange'} variant="light">
          {r.qualified ? t('userReport.qualified') : t('userReport.notQualified')}
        </Badge>
      </Group>
      <Progress value={r.percentage} color={r.qualified ? 'green' : 'orange'} aria-label={t('userReport.percentageLabel', { percent: formatPercent(r.percentage) })} />
      <Table.ScrollContainer minWidth={420}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('userReport.columns.question')}</Table.Th>
              <Table.Th scope="col">{t('userReport.columns.answer')}</Table.Th>
              <Table.Th scope="col">{t('userReport.columns.score')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {r.answers.map((a, i) => (
              <Table.Tr key={i}>
                <Table.Td>{a.questionText}</Table.Td>
                <Table.Td>{a.optionText}</Table.Td>
                <Table.Td>{formatNumber(a.score)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
