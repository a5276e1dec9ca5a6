import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { type Question, QUESTION_TYPE_LABELS } from '@shared/contracts/questionnaire';
import { TRAIT_LABELS } from '@shared/scoring';

/** A read-only question with its options (the correct one marked) and Edit / Delete. */
export function QuestionCard({ question, onEdit, onDelete }: { question: Question; onEdit: () => void; onDelete: () => void }) {
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={`Question ${question.code}`}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="filled">{question.code}</Badge>
          <Badge variant="light">{TRAIT_LABELS[question.trait]}</Badge>
          <Badge variant="outline" color="gray">
            {QUESTION_TYPE_LABELS[question.questionType]}
          </Badge>
        </Group>
        <Text fw={600}>{question.questionText}</Text>
        <Stack gap={2} style={{ flex: 1 }}>
          {question.options.map((o) => (
            <Text key={o.id} size="sm" c={o.isCorrect ? 'green.8' : undefined} fw={o.isCorrect ? 600 : undefined}>
              {o.optionValue}. {o.optionText} <Text span c="dimmed" size="xs">({o.score}{o.isCorrect ? ', correct' : ''})</Text>
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={`Edit question ${question.code}`}>
            Edit
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete} aria-label={`Delete question ${question.code}`}>
            Delete
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
