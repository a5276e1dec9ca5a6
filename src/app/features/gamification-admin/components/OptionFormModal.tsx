import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import type { IncentiveOption } from '@shared/contracts/gamification';
import { type IncentiveOptionForm, incentiveOptionForm } from '@shared/contracts/gamification-admin';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';

type Values = z.output<typeof incentiveOptionForm>;

const toForm = (option: IncentiveOption | null): IncentiveOptionForm =>
  option
    ? {
        type: option.type,
        title: option.title,
        description: option.description,
        pointsNeeded: option.stages.pointsNeeded,
        reward: option.stages.reward ?? '',
        titleSw: option.titleSw ?? '',
        descriptionSw: option.descriptionSw ?? '',
        rewardSw: option.rewardSw ?? '',
      }
    : { type: 'SHORT_TERM', title: '', description: '', pointsNeeded: 250, reward: '', titleSw: '', descriptionSw: '', rewardSw: '' };

interface Props {
  opened: boolean;
  /** null: create. */
  option: IncentiveOption | null;
  onClose: () => void;
  onSave: (values: Values) => Promise<void>;
}

/** Create/edit an incentive option with the spec's rules (type, title, description required; whole points ≥ 1). */
export function OptionFormModal({ opened, option, onClose, onSave }: Props) {
  const { t } = useTranslation('gamification');
  const form = useForm<IncentiveOptionForm, unknown, Values>({ resolver: zodResolver(incentiveOptionForm), defaultValues: toForm(option) });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (opened) form.reset(toForm(option));
  }, [opened, option, form]);
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch {
      // The page has shown the failure toast; the form stays open with the values.
    }
  });
  return (
    <Modal opened={opened} onClose={onClose} title={option ? t('form.editTitle') : t('form.createTitle')} size="lg">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="sm">
          <Controller
            control={form.control}
            name="type"
            render={({ field }) => (
              <Select
                label={t('form.type')}
                withAsterisk
                data={[
                  { value: 'SHORT_TERM', label: t('form.shortTerm') },
                  { value: 'LONG_TERM', label: t('form.longTerm') },
                ]} value={field.value} onChange={(v) => field.onChange(v)} allowDeselect={false} error={errors.type?.message} comboboxProps={{ zIndex: 1000 }} />
            )}
          />
          <TextInput label={t('form.title')} withAsterisk {...form.register('title')} error={errors.title?.message} data-autofocus />
          <TextInput label={t('form.titleSw')} description={t('form.optional')} lang="sw" {...form.register('titleSw')} error={errors.titleSw?.message} />
          <Textarea label={t('form.description')} withAsterisk autosize minRows={2} {...form.register('description')} error={errors.description?.message} />
          <Textarea label={t('form.descriptionSw')} description={t('form.optional')} lang="sw" autosize minRows={2} {...form.register('descriptionSw')} error={errors.descriptionSw?.message} />
          <Controller
            control={form.control}
            name="pointsNeeded"
            render={({ field }) => (
              <NumberInput
                label={t('form.points')}
                withAsterisk
                allowNegative={false}
                inputMode="numeric"
                value={field.value ?? ''}
                onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
                onBlur={field.onBlur}
                ref={field.ref}
                error={errors.pointsNeeded?.message}
              />
            )}
          />
          <TextInput label={t('form.reward')} description={t('form.optional')} {...form.register('reward')} error={errors.reward?.message} />
          <TextInput label={t('form.rewardSw')} description={t('form.optional')} lang="sw" {...form.register('rewardSw')} error={errors.rewardSw?.message} />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose} disabled={isSubmitting}>
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {option ? t('form.save') : t('form.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
