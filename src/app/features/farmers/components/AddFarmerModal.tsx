import { FormNumberInput } from '../../../components/FormNumberInput';
import { FormSelect } from '../../../components/FormSelect';
import { EntryRefusal } from '../../../components/EntryRefusal';
import { OfflineFormFooter } from '../../../components/OfflineFormFooter';
import { useRefusedFields } from '../../../lib/use-refused-fields';
import type { EntryError } from '../../../offline/outbox';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { FARMER_CROPS, FARMER_GENDERS } from '@shared/contracts/farmers';
import { KENYA_COUNTIES } from '@shared/counties';
import { Controller, useForm } from 'react-hook-form';
import { useDirtyFormGuard } from '../../../pwa/dirty-forms';
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
  const { opened, countyLabel, onClose, onSubmit, initial = EMPTY_FARMER_FORM, title = 'Add New Farmer', submitLabel = 'Add Farmer', refusal } = props;
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
    <Modal opened={opened} onClose={close} title={title} size="lg" zIndex={MODAL_Z}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EntryRefusal refusal={refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Full Name" withAsterisk autoComplete="off" {...form.register('name')} error={errors.name?.message} data-autofocus />
          <TextInput label="Phone Number" withAsterisk type="tel" inputMode="tel" placeholder="07XXXXXXXX" {...form.register('phoneNumber')} error={errors.phoneNumber?.message} />
          {numberField('nationalId', 'National ID')}
          {numberField('age', 'Age')}
          <FormSelect
            control={form.control}
            name="gender"
            emptyValue={undefined}
            label="Gender"
            withAsterisk
            placeholder="Select gender"
            data={[...FARMER_GENDERS]}
            comboboxProps={DROPDOWN}
          />
          <FormSelect
            control={form.control}
            name="county"
            label={countyLabel}
            withAsterisk
            placeholder="Search the 47 counties"
            data={[...KENYA_COUNTIES]}
            searchable
            nothingFoundMessage="No county of that name"
            comboboxProps={DROPDOWN}
          />
          <TextInput label="Sub County" {...form.register('subCounty')} error={errors.subCounty?.message} />
          <TextInput label="Ward" {...form.register('ward')} error={errors.ward?.message} />
          <TextInput label="Village" {...form.register('village')} error={errors.village?.message} />
          <FormSelect
            control={form.control}
            name="cropType"
            label="Crop Type"
            placeholder="Select crop"
            data={[...FARMER_CROPS]}
            comboboxProps={DROPDOWN}
            clearable
          />
          <TextInput label="Farm Size" placeholder="e.g. 2 acres" {...form.register('farmSize')} error={errors.farmSize?.message} />
          <Controller
            control={form.control}
            name="location"
            render={({ field }) => <LocationCapture value={field.value} onChange={(location) => field.onChange(location ?? undefined)} />}
          />
        </SimpleGrid>
        <OfflineFormFooter submitLabel={submitLabel} submitting={isSubmitting} onCancel={close} />
      </form>
    </Modal>
  );
}
