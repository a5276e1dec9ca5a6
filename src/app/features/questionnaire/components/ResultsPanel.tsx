import { Badge, Button, Center, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
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
  score: number;
}

/** Results: the server's confirmed score, or the one computed on the phone while the answers wait to sync. */
export function ResultsPanel({ companyId, userId, pending }: { companyId: string; userId: string; pending?: PendingRecord<LocalSubmission> }) {
  if (pending) {
    const { record } = pending;
    const status =
      pending.status === 'needs_attention' ? (
        <Badge color="red">Needs attention: {pending.lastError?.message ?? 'not accepted'}</Badge>
      ) : (
        <Badge color="yellow">Provisional · waiting to sync</Badge>
      );
    return (
      <Stack gap="md">
        <ScoreSummary overallPercent={record.score.overallPercent} qualified={record.score.qualified} traits={record.score.traits} status={status} />
        <AnswerTable lines={record.answers.map((a) => ({ key: a.questionId, ...a }))} />
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
        lines={(answers.data ?? []).map((a) => ({ key: a.id, questionText: a.question.questionText, trait: a.question.trait, optionText: a.optionText, score: a.score }))}
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
              <Table.Th scope="col">Score</Table.Th>
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
                <Table.Td>{l.score}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
