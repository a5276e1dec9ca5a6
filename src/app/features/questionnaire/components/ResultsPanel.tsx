import { Alert, Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Trait } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { EmptyState } from '@app/components/EmptyState';
import type { PendingRecord } from '@app/offline/local-records';
import { answersQuery, scoreQuery } from '../api/questionnaire-queries';
import type { LocalSubmission } from '../api/submit-answers';
import { ScoreSummary } from './ScoreSummary';

interface AnswerLine {
  key: string;
  questionText: string;
  questionTextSw?: string | null;
  trait: Trait;
  optionText: string;
  optionTextSw?: string | null;
}

/** Results: the server's confirmed score, or the answers chosen while they wait on the phone to sync. */
export function ResultsPanel({ companyId, userId, pending }: { companyId: string; userId: string; pending?: PendingRecord<LocalSubmission> }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  if (pending) {
    const attention = pending.status === 'needs_attention';
    return (
      <Stack gap="md">
        <Alert color={attention ? 'red' : 'yellow'} title={attention ? t('results.needsAttention') : t('results.waiting')} role="status">
          {/* Waiting, the score is not shown: only the server, holding the answer key, can compute it. */}
          {attention ? (pending.lastError?.message ?? t('results.notAccepted')) : t('results.scoreAfterSync')}
        </Alert>
        <AnswerTable lines={pending.record.answers.map((a) => ({ key: a.questionId, ...a }))} />
      </Stack>
    );
  }
  return <ConfirmedResults companyId={companyId} userId={userId} />;
}

function ConfirmedResults({ companyId, userId }: { companyId: string; userId: string }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const score = useQuery(scoreQuery(companyId, userId));
  const answers = useQuery(answersQuery(companyId, userId));

  if (score.isPending && score.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader aria-label={t('results.loadingScore')} />
      </Center>
    );
  }
  if (!score.data) {
    return <EmptyState title={t('results.scoreFailed')} action={<Button onClick={() => void score.refetch()}>{t('tryAgain')}</Button>} />;
  }
  const s = score.data;
  return (
    <Stack gap="md">
      <ScoreSummary overallPercent={s.overallPercent} qualified={s.qualified} traits={s.traits} status={<Badge color="green">{t('results.confirmed')}</Badge>} />
      <AnswerTable
        lines={(answers.data ?? []).map((a) => ({
          key: a.id,
          questionText: a.question.questionText,
          questionTextSw: a.question.questionTextSw,
          trait: a.question.trait,
          optionText: a.optionText,
          optionTextSw: a.optionTextSw,
        }))}
      />
    </Stack>
  );
}

function AnswerTable({ lines }: { lines: AnswerLine[] }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const text = useContentText();
  if (lines.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        {t('results.yourAnswers')}
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('results.columns.question')}</Table.Th>
              <Table.Th scope="col">{t('results.columns.trait')}</Table.Th>
              <Table.Th scope="col">{t('results.columns.answer')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key}>
                <Table.Td>{text(l.questionText, l.questionTextSw)}</Table.Td>
                <Table.Td>
                  <Text size="sm">{t(`enums:trait.${l.trait}`)}</Text>
                </Table.Td>
                <Table.Td>{text(l.optionText, l.optionTextSw)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
