import { Button, Center, Group, Loader, Paper, Progress, Radio, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { CandidateQuestion } from '@shared/contracts/questionnaire';
import { TRAITS } from '@shared/scoring';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { EmptyState } from '@app/components/EmptyState';
import { questionsQuery } from '../api/questionnaire-queries';
import { useSubmitAnswers } from '../api/submit-answers';

/**
 * Assessment: one section per trait, 'Section x of y', a progress bar, Previous / Next Section enabled only
 * when every question of the section is answered, and 'Submit Questionnaire' on the last section.
 */
export function AssessmentPanel({ companyId, userId, onDone }: { companyId: string; userId: string; onDone: () => void }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const questions = useQuery(questionsQuery(companyId));
  const sections = useMemo(
    () => TRAITS.map((trait) => ({ trait, questions: (questions.data ?? []).filter((q) => q.trait === trait && q.options.length > 0) })).filter((s) => s.questions.length > 0),
    [questions.data],
  );
  const [index, setIndex] = useState(0);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const submitAnswers = useSubmitAnswers();
  const sending = submitAnswers.isPending;

  if (questions.isPending && questions.fetchStatus === 'paused') {
    return <EmptyState title={t('assessment.errorTitle')} description={t('assessment.offline')} />;
  }
  if (questions.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label={t('assessment.loadingQuestions')} />
      </Center>
    );
  }
  if (questions.isError && !questions.data) {
    return <EmptyState title={t('assessment.errorTitle')} action={<Button onClick={() => void questions.refetch()}>{t('tryAgain')}</Button>} />;
  }
  if (sections.length === 0) return <EmptyState title={t('assessment.noQuestions')} description={t('assessment.noQuestionsHint')} />;

  const section = sections[Math.min(index, sections.length - 1)];
  const all = sections.flatMap((s) => s.questions);
  const answeredCount = all.filter((q) => chosen[q.id]).length;
  const sectionDone = section.questions.every((q) => chosen[q.id]);
  const last = index >= sections.length - 1;

  const submit = () => void submitAnswers.mutateAsync({ companyId, userId, questions: all, chosen }).then(onDone, () => undefined);

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3}>{t(`enums:trait.${section.trait}`)}</Title>
          <Text c="dimmed" aria-live="polite">
            {t('assessment.section', { n: index + 1, total: sections.length })}
          </Text>
        </Group>
        <Progress value={all.length ? (answeredCount / all.length) * 100 : 0} aria-label={t('assessment.answered', { answered: answeredCount, total: all.length })} />
        <Text size="sm" c="dimmed">
          {t('assessment.answered', { answered: answeredCount, total: all.length })}
        </Text>
      </Stack>
      {section.questions.map((q, i) => (
        <QuestionBlock key={q.id} question={q} number={i + 1} value={chosen[q.id] ?? null} onChange={(v) => setChosen((c) => ({ ...c, [q.id]: v }))} />
      ))}
      <Group justify="space-between">
        <Button variant="default" onClick={() => setIndex((i) => i - 1)} disabled={index === 0 || sending}>
          {t('assessment.previous')}
        </Button>
        {last ? (
          <Button onClick={submit} disabled={!sectionDone || answeredCount < all.length} loading={sending}>
            {t('assessment.submit')}
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)} disabled={!sectionDone}>
            {t('assessment.next')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}

function QuestionBlock({ question, number, value, onChange }: { question: CandidateQuestion; number: number; value: string | null; onChange: (v: string) => void }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const text = useContentText();
  return (
    <Paper withBorder p="md" radius="md">
      <Radio.Group value={value} onChange={onChange} label={t('assessment.numbered', { n: number, text: text(question.questionText, question.questionTextSw) })} labelProps={{ style: { fontWeight: 600, marginBottom: 8 } }}>
        <Stack gap="xs" mt="xs">
          {question.options.map((o) => (
            <Radio key={o.id} value={o.optionValue} label={t('assessment.numbered', { n: o.optionValue, text: text(o.optionText, o.optionTextSw) })} />
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
