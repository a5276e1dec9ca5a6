import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { Question } from '@shared/contracts/questionnaire';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@app/i18n/format';

/** A read-only question with its options (the correct one marked) and Edit / Delete. */
export function QuestionCard({ question, onEdit, onDelete }: { question: Question; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  return (
    <Paper withBorder p="md" radius="md" component="article" aria-label={t('card.label', { code: question.code })}>
      <Stack gap="xs" h="100%">
        <Group gap="xs">
          <Badge variant="filled">{question.code}</Badge>
          <Badge variant="light">{t(`enums:trait.${question.trait}`)}</Badge>
          <Badge variant="outline" color="gray">
            {t(`enums:questionType.${question.questionType}`)}
          </Badge>
        </Group>
        <Text fw={600}>{question.questionText}</Text>
        <Stack gap={2} style={{ flex: 1 }}>
          {question.options.map((o) => (
            <Text key={o.id} size="sm" c={o.isCorrect ? 'green.8' : undefined} fw={o.isCorrect ? 600 : undefined}>
              {t('assessment.numbered', { n: o.optionValue, text: o.optionText })}{' '}
              <Text span c="dimmed" size="xs">
                {t(o.isCorrect ? 'card.scoreCorrect' : 'card.score', { score: formatNumber(o.score) })}
              </Text>
            </Text>
          ))}
        </Stack>
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="default" onClick={onEdit} aria-label={t('card.editLabel', { code: question.code })}>
            {t('card.edit')}
          </Button>
          <Button size="xs" color="red" variant="light" onClick={onDelete} aria-label={t('card.deleteLabel', { code: question.code })}>
            {t('card.delete')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
