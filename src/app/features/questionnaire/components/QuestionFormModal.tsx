import { ActionIcon, Button, Group, Modal, NumberInput, Radio, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_OPTIONS,
  MAX_OPTIONS,
  MIN_OPTIONS,
  type Question,
  type QuestionBody,
  type QuestionBodyInput,
  questionBody,
  QUESTION_TYPE_LABELS,
  QUESTION_TYPES,
} from '@shared/contracts/questionnaire';
import { optionLetter, TRAIT_LABELS, TRAITS, type Trait } from '@shared/scoring';
import { IconTrash } from '@tabler/icons-react';
import { Controller, type FieldPath, useFieldArray, useForm } from 'react-hook-form';
import { isApiError } from '../../../lib/api-error';
import { notifyFailure } from '../../../lib/notify';
import { useQuestionMutations } from '../api/question-mutations';

const emptyOption = () => ({ optionText: '', isCorrect: false, score: null });

function initialValues(question: Question | null, defaultTrait?: Trait): QuestionBodyInput {
  if (question) {
    return {
      questionText: question.questionText,
      questionType: question.questionType,
      trait: question.trait,
      code: question.code,
      options: question.options.map((o) => ({ optionText: o.optionText, isCorrect: o.isCorrect, score: o.score })),
    };
  }
  return { questionText: '', questionType: 'multiple_choice', trait: defaultTrait ?? 'KNOWLEDGE', code: '', options: Array.from({ length: DEFAULT_OPTIONS }, emptyOption) };
}

/** Create or edit a question (edit mode when one is given) with every rule and message of spec part 2 §5. */
export function QuestionFormModal({ companyId, question, defaultTrait, onClose }: { companyId: string; question: Question | null; defaultTrait?: Trait; onClose: () => void }) {
  const { save } = useQuestionMutations(companyId);
  const form = useForm<QuestionBodyInput, unknown, QuestionBody>({ resolver: zodResolver(questionBody), defaultValues: initialValues(question, defaultTrait) });
  const { control, register, formState, setValue, setError, watch } = form;
  const options = useFieldArray({ control, name: 'options' });
  const values = watch('options');
  const optionsError = formState.errors.options?.root?.message ?? formState.errors.options?.message;

  const markCorrect = (index: number) => values.forEach((_, j) => setValue(`options.${j}.isCorrect`, j === index, { shouldValidate: formState.isSubmitted }));

  const submit = form.handleSubmit(
    async (body) => {
      try {
        await save.mutateAsync({ id: question?.id, body });
        onClose();
      } catch (error) {
        if (isApiError(error)) {
          for (const [field, message] of Object.entries(error.fieldErrors)) setError(field as FieldPath<QuestionBodyInput>, { message });
        }
      }
    },
    () => notifyFailure('Please fix the errors in the form'),
  );

  return (
    <Modal opened onClose={onClose} title={question ? 'Edit Question' : 'Create a Question'} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Textarea label="Question" withAsterisk autosize minRows={2} {...register('questionText')} error={formState.errors.questionText?.message} />
          <Group grow wrap="wrap" align="flex-start">
            <Controller
              control={control}
              name="code"
              render={({ field, fieldState }) => (
                <TextInput
                  label="Code"
                  withAsterisk
                  placeholder="G1"
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
                <Select label="Trait" data={TRAITS.map((t) => ({ value: t, label: TRAIT_LABELS[t] }))} value={field.value} onChange={(v) => v && field.onChange(v)} allowDeselect={false} miw={160} />
              )}
            />
            <Controller
              control={control}
              name="questionType"
              render={({ field }) => (
                <Select label="Question type" data={QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_LABELS[t] }))} value={field.value} onChange={(v) => v && field.onChange(v)} allowDeselect={false} miw={160} />
              )}
            />
          </Group>
          <Text fw={600} size="sm">
            Options ({MIN_OPTIONS} to {MAX_OPTIONS}; mark the one correct answer)
          </Text>
          {options.fields.map((f, i) => {
            const text = values[i]?.optionText ?? '';
            const letter = optionLetter(i);
            return (
              <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
                <Radio
                  mt={30}
                  aria-label={`Option ${letter} is the correct answer`}
                  checked={Boolean(values[i]?.isCorrect)}
                  disabled={text.trim() === ''}
                  onChange={() => markCorrect(i)}
                />
                <TextInput
                  label={`Option ${letter}`}
                  style={{ flex: 1, minWidth: 0 }}
                  {...register(`options.${i}.optionText`, {
                    onChange: (e: { target: { value: string } }) => {
                      if (e.target.value.trim() === '' && values[i]?.isCorrect) setValue(`options.${i}.isCorrect`, false);
                    },
                  })}
                />
                <Controller
                  control={control}
                  name={`options.${i}.score`}
                  render={({ field, fieldState }) => (
                    <NumberInput
                      label="Score"
                      w={96}
                      min={0}
                      max={1}
                      step={0.01}
                      decimalScale={2}
                      value={field.value ?? ''}
                      onChange={(v) => field.onChange(typeof v === 'number' ? v : v === '' ? null : Number(v))}
                      onBlur={field.onBlur}
                      error={fieldState.error?.message}
                    />
                  )}
                />
                {options.fields.length > MIN_OPTIONS && (
                  <ActionIcon mt={28} variant="subtle" color="red" onClick={() => options.remove(i)} aria-label={`Remove option ${letter}`}>
                    <IconTrash size={18} />
                  </ActionIcon>
                )}
              </Group>
            );
          })}
          {optionsError && (
            <Text c="red" size="sm" role="alert">
              {optionsError}
            </Text>
          )}
          {options.fields.length < MAX_OPTIONS && (
            <Button variant="light" onClick={() => options.append(emptyOption())} style={{ alignSelf: 'flex-start' }}>
              Add Option
            </Button>
          )}
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={save.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={save.isPending}>
              {question ? 'Update Question' : 'Create Question'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
