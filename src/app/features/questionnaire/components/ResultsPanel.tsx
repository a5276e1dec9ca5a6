import { Alert, Badge, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Trait } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '@app/components/DataTable';
import { useContentText } from '@app/i18n/content-text';
import { EmptyState } from '@app/components/EmptyState';
import type { PendingRecord } from '@app/offline/local-records';
import { answersQuery, scoreQuery } from '../api/questionnaire-queries';
import type { LocalSubmission } from '../api/submit-answers';
import { NextStep } from './NextStep';
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
      <NextStep qualified={s.qualified} overallPercent={s.overallPercent} traits={s.traits} />
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

/** The answers: a table from 600 px, and below it one card per answer (question, trait, answer stacked) so none is off-screen. */
function AnswerTable({ lines }: { lines: AnswerLine[] }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const text = useContentText();
  if (lines.length === 0) return null;
  const columns: Column<AnswerLine>[] = [
    { key: 'question', header: t('results.columns.question'), cell: (l) => text(l.questionText, l.questionTextSw), card: 'primary' },
    { key: 'trait', header: t('results.columns.trait'), cell: (l) => <Text size="sm">{t(`enums:trait.${l.trait}`)}</Text> },
    { key: 'answer', header: t('results.columns.answer'), cell: (l) => text(l.optionText, l.optionTextSw) },
  ];
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        {t('results.yourAnswers')}
      </Title>
      <DataTable columns={columns} rows={lines} rowKey={(l) => l.key} empty={null} />
    </Paper>
  );
}
