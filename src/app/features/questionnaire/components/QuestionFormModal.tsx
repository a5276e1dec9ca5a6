import { Button, Group, Modal, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { DEFAULT_OPTIONS, type Question, type QuestionBody, type QuestionBodyInput, questionBody, QUESTION_TYPES } from '@shared/contracts/questionnaire';
import { TRAITS, type Trait } from '@shared/scoring';
import { useTranslation } from 'react-i18next';
import { Controller, type FieldPath, useForm } from 'react-hook-form';
import { isApiError } from '@app/lib/api-error';
import { notifyFailure } from '@app/lib/notify';
import { useQuestionMutations } from '../api/question-mutations';
import type { QuestionForm } from './question-form';
import { emptyOption, QuestionOptionFields } from './QuestionOptionFields';

function initialValues(question: Question | null, defaultTrait?: Trait): QuestionBodyInput {
  if (question) {
    return {
      questionText: question.questionText,
      questionTextSw: question.questionTextSw ?? '',
      questionType: question.questionType,
      trait: question.trait,
      code: question.code,
      options: question.options.map((o) => ({ optionText: o.optionText, optionTextSw: o.optionTextSw ?? '', isCorrect: o.isCorrect, score: o.score })),
    };
  }
  return { questionText: '', questionTextSw: '', questionType: 'multiple_choice', trait: defaultTrait ?? 'KNOWLEDGE', code: '', options: Array.from({ length: DEFAULT_OPTIONS }, emptyOption) };
}

/** Code (upper-cased as typed), trait and question type. */
function QuestionKindFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const { control } = form;
  return (
    <Group grow wrap="wrap" align="flex-start">
      <Controller
        control={control}
        name="code"
        render={({ field, fieldState }) => (
          <TextInput
            label={t('form.code')}
            withAsterisk
            placeholder={t('form.codePlaceholder')}
            value={field.value}
            onChange={(e) => field.onChange(e.currentTarget.value.toUpperCase())}
            onBlur={field.onBlur}
            error={fieldState.error?.message}
            miw={120}
          />
        )}
      />
      <Controller
        control={control}
        name="trait"
        render={({ field }) => (
          <Select label={t('form.trait')} data={TRAITS.map((trait) => ({ value: trait, label: t(`enums:trait.${trait}`) }))} value={field.value} onChange={(v) => v && field.onChange(v)} allowDeselect={false} miw={160} />
        )}
      />
      <Controller
        control={control}
        name="questionType"
        render={({ field }) => (
          <Select
            label={t('form.type')}
            data={QUESTION_TYPES.map((type) => ({ value: type, label: t(`enums:questionType.${type}`) }))}
            value={field.value}
            onChange={(v) => v && field.onChange(v)}
            allowDeselect={false}
            miw={160}
          />
        )}
      />
    </Group>
  );
}

/** Create or edit a question (edit mode when one is given) with every rule and message of spec part 2 §5. */
export function QuestionFormModal({ companyId, question, defaultTrait, onClose }: { companyId: string; question: Question | null; defaultTrait?: Trait; onClose: () => void }) {
  const { t } = useTranslation(['questionnaire', 'enums']);
  const { save } = useQuestionMutations(companyId);
  const form = useForm<QuestionBodyInput, unknown, QuestionBody>({ resolver: zodResolver(questionBody), defaultValues: initialValues(question, defaultTrait) });

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await save.mutateAsync({ id: question?.id, body });
        onClose();
      } catch (error) {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fieldErrors)) form.setError(field as FieldPath<QuestionBodyInput>, { message });
        }
      }
    },
    () => notifyFailure(t('form.fix')),
  );

  return (
    <Modal opened onClose={onClose} title={question ? t('form.editTitle') : t('form.createTitle')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea label={t('form.question')} withAsterisk autosize minRows={2} {...form.register('questionText')} error={form.formState.errors.questionText?.message} />
          <Textarea label={t('form.questionSw')} lang="sw" autosize minRows={2} {...form.register('questionTextSw')} error={form.formState.errors.questionTextSw?.message} />
          <QuestionKindFields form={form} />
          <QuestionOptionFields form={form} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {question ? t('form.update') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
