import { ActionIcon, Button, Group, NumberInput, Radio, Stack, Text, TextInput } from '@mantine/core';
import { MAX_OPTIONS, MIN_OPTIONS } from '@shared/contracts/questionnaire';
import { optionLetter } from '@shared/scoring';
import { IconTrash } from '@tabler/icons-react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { QuestionForm } from './question-form';

export const emptyOption = () => ({ optionText: '', optionTextSw: '', isCorrect: false, score: null });

/** The options: text (and its optional Kiswahili text) and score each, one marked correct (only an option with text can be), add and remove. */
export function QuestionOptionFields({ form }: { form: QuestionForm }) {
  const { t } = useTranslation('questionnaire');
  const { control, register, formState, setValue } = form;
  const options = useFieldArray({ control, name: 'options' });
  const values = useWatch({ control, name: 'options' });
  const optionsError = formState.errors.options?.root?.message ?? formState.errors.options?.message;
  const markCorrect = (index: number) => values.forEach((_, j) => setValue(`options.${j}.isCorrect`, j === index, { shouldValidate: formState.isSubmitted }));

  return (
    <>
      <Text fw={600} size="sm">
        {t('form.options', { min: MIN_OPTIONS, max: MAX_OPTIONS })}
      </Text>
      {options.fields.map((f, i) => {
        const text = values[i]?.optionText ?? '';
        const letter = optionLetter(i);
        return (
          <Group key={f.id} gap="xs" align="flex-start" wrap="nowrap">
            <Radio mt={30} aria-label={t('form.correct', { letter })} checked={Boolean(values[i]?.isCorrect)} disabled={text.trim() === ''} onChange={() => markCorrect(i)} />
            <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
              <TextInput
                label={t('form.option', { letter })}
                {...register(`options.${i}.optionText`, {
                  onChange: (e: { target: { value: string } }) => {
                    if (e.target.value.trim() === '' && values[i]?.isCorrect) setValue(`options.${i}.isCorrect`, false);
                  },
                })}
              />
              <TextInput label={t('form.optionSw', { letter })} lang="sw" {...register(`options.${i}.optionTextSw`)} error={formState.errors.options?.[i]?.optionTextSw?.message} />
            </Stack>
            <Controller
              control={control}
              name={`options.${i}.score`}
              render={({ field, fieldState }) => (
                <NumberInput
                  label={t('form.score')}
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
              <ActionIcon mt={28} variant="subtle" color="red" onClick={() => options.remove(i)} aria-label={t('form.removeOption', { letter })}>
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
          {t('form.addOption')}
        </Button>
      )}
    </>
  );
}
