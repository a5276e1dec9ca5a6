import { FormNumberInput } from '@app/components/FormNumberInput';
import { FormSelect } from '@app/components/FormSelect';
import { EntryRefusal } from '@app/components/EntryRefusal';
import { OfflineFormFooter } from '@app/components/OfflineFormFooter';
import { useRefusedFields } from '@app/lib/use-refused-fields';
import type { EntryError } from '@app/offline/outbox';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { FARMER_CROPS, FARMER_GENDERS } from '@shared/contracts/farmers';
import { KENYA_COUNTIES } from '@shared/counties';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useDirtyFormGuard } from '@app/pwa/dirty-forms';
import { cropLabel, genderLabel } from '../lib/labels';
import { LocationCapture } from './LocationCapture';
import { EMPTY_FARMER_FORM, type FarmerFormInput, type FarmerFormValues, farmerFormSchema } from '../forms/farmer-form';

export interface AddFarmerModalProps {
  opened: boolean;
  countyLabel: string;
  onClose: () => void;
  /** Queues the registration; rejects with a field and message when it must not be queued. */
  onSubmit: (values: FarmerFormValues) => Promise<void>;
  /** A farmer to correct: the form opens prefilled (the farmer's page). */
  initial?: FarmerFormInput;
  /** The correction's title and button; absent: the registration's ('Add New Farmer', 'Add Farmer'). */
  title?: string;
  submitLabel?: string;
  /** Opened from the Sync page: the server's refusal of the registration, its fields marked. */
  refusal?: EntryError;
}

type NumberField = 'age' | 'nationalId';

/** Above the fixed offline banner, which would otherwise cover the form's buttons on a phone; lists above the modal. */
const MODAL_Z = 400;
const DROPDOWN = { zIndex: MODAL_Z + 10 };

/** 'Add New': the spec's farmer form; required fields marked, optional ones left out when empty. Also corrects a farmer. */
export function AddFarmerModal(props: AddFarmerModalProps) {
  const { t } = useTranslation('farmers');
  const { opened, countyLabel, onClose, onSubmit, initial = EMPTY_FARMER_FORM, title = t('form.addTitle'), submitLabel = t('form.addSubmit'), refusal } = props;
  const form = useForm<FarmerFormInput, unknown, FarmerFormValues>({ resolver: zodResolver(farmerFormSchema), defaultValues: initial });
  useRefusedFields(form.setError, refusal?.fields);
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyFormGuard(opened && isDirty);

  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(values);
      close();
    } catch (error) {
      const field = (error as { field?: keyof FarmerFormInput }).field;
      if (field) form.setError(field, { message: (error as Error).message }, { shouldFocus: true });
    }
  });

  const numberField = (name: NumberField, label: string) => (
    <FormNumberInput control={form.control} name={name} label={label} allowDecimal={false} allowNegative={false} hideControls inputMode="numeric" />
  );

  return (
    <Modal opened={opened} onClose={close} title={title ?? t('form.addTitle')} size="lg" zIndex={MODAL_Z}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EntryRefusal refusal={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('fields.fullName')} withAsterisk autoComplete="off" {...form.register('name')} error={errors.name?.message} data-autofocus />
          <TextInput
            label={t('fields.phoneNumber')}
            withAsterisk
            type="tel"
            inputMode="tel"
            placeholder={t('form.phonePlaceholder')}
            {...form.register('phoneNumber')}
            error={errors.phoneNumber?.message}
          />
          {numberField('nationalId', t('fields.nationalId'))}
          {numberField('age', t('fields.age'))}
          <FormSelect
            control={form.control}
            name="gender"
            emptyValue={undefined}
            label={t('fields.gender')}
            withAsterisk
            placeholder={t('form.selectGender')}
            data={FARMER_GENDERS.map((g) => ({ value: g, label: genderLabel(g) }))}
            comboboxProps={DROPDOWN}
          />
          <FormSelect
            control={form.control}
            name="county"
            label={countyLabel}
            withAsterisk
            placeholder={t('form.searchCounties')}
            data={[...KENYA_COUNTIES]}
            searchable
            nothingFoundMessage={t('form.noCounty')}
            comboboxProps={DROPDOWN}
          />
          <TextInput label={t('fields.subCounty')} {...form.register('subCounty')} error={errors.subCounty?.message} />
          <TextInput label={t('fields.ward')} {...form.register('ward')} error={errors.ward?.message} />
          <TextInput label={t('fields.village')} {...form.register('village')} error={errors.village?.message} />
          <FormSelect
            control={form.control}
            name="cropType"
            label={t('fields.cropType')}
            placeholder={t('form.selectCrop')}
            data={FARMER_CROPS.map((crop) => ({ value: crop, label: cropLabel(crop) }))}
            comboboxProps={DROPDOWN}
            clearable
          />
          <TextInput label={t('fields.farmSize')} placeholder={t('form.farmSizePlaceholder')} {...form.register('farmSize')} error={errors.farmSize?.message} />
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => <LocationCapture value={field.value} onChange={(location) => field.onChange(location ?? undefined)} />}
          />
        </SimpleGrid>
        <OfflineFormFooter submitLabel={submitLabel ?? t('form.addSubmit')} submitting={isSubmitting} onCancel={close} />
      </form>
    </Modal>
  );
}
