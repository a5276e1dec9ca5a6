import { Alert, Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { TRAIT_LABELS, type Trait } from '@shared/scoring';
import { EmptyState } from '../../../components/EmptyState';
import type { PendingRecord } from '../../../offline/local-records';
import { answersQuery, scoreQuery } from '../api/questionnaire-queries';
import type { LocalSubmission } from '../api/submit-answers';
import { ScoreSummary } from './ScoreSummary';

interface AnswerLine {
  key: string;
  questionText: string;
  trait: Trait;
  optionText: string;
}

/** The score of a submission still on the phone: only the server, holding the answer key, can compute it. */
const SCORE_AFTER_SYNC = 'Submitted — your score appears when you are back online.';

/** Results: the server's confirmed score, or the answers chosen while they wait on the phone to sync. */
export function ResultsPanel({ companyId, userId, pending }: { companyId: string; userId: string; pending?: PendingRecord<LocalSubmission> }) {
  if (pending) {
    const attention = pending.status === 'needs_attention';
    return (
      <Stack gap="md">
        <Alert color={attention ? 'red' : 'yellow'} title={attention ? 'Needs attention' : 'Waiting to sync'} role="status">
          {attention ? (pending.lastError?.message ?? 'not accepted') : SCORE_AFTER_SYNC}
        </Alert>
        <AnswerTable lines={pending.record.answers.map((a) => ({ key: a.questionId, ...a }))} />
      </Stack>
    );
  }
  return <ConfirmedResults companyId={companyId} userId={userId} />;
}

function ConfirmedResults({ companyId, userId }: { companyId: string; userId: string }) {
  const score = useQuery(scoreQuery(companyId, userId));
  const answers = useQuery(answersQuery(companyId, userId));

  if (score.isPending && score.fetchStatus === 'fetching') {
    return (
      <Center py="xl">
        <Loader aria-label="Loading score" />
      </Center>
    );
  }
  if (!score.data) {
    return <EmptyState title="Failed to load score data" action={<Button onClick={() => void score.refetch()}>Try Again</Button>} />;
  }
  const s = score.data;
  return (
    <Stack gap="md">
      <ScoreSummary overallPercent={s.overallPercent} qualified={s.qualified} traits={s.traits} status={<Badge color="green">Confirmed</Badge>} />
      <AnswerTable
        lines={(answers.data ?? []).map((a) => ({ key: a.id, questionText: a.question.questionText, trait: a.question.trait, optionText: a.optionText }))}
      />
    </Stack>
  );
}

function AnswerTable({ lines }: { lines: AnswerLine[] }) {
  if (lines.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={4} mb="xs">
        Your answers
      </Title>
      <Table.ScrollContainer minWidth={480}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Question</Table.Th>
              <Table.Th scope="col">Trait</Table.Th>
              <Table.Th scope="col">Answer</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((l) => (
              <Table.Tr key={l.key}>
                <Table.Td>{l.questionText}</Table.Td>
                <Table.Td>
                  <Text size="sm">{TRAIT_LABELS[l.trait]}</Text>
                </Table.Td>
                <Table.Td>{l.optionText}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
