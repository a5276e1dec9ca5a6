import { FormNumberInput } from '@app/components/FormNumberInput';
import { FormSelect } from '@app/components/FormSelect';
import { OfflineFormFooter } from '@app/components/OfflineFormFooter';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type ApplyLoanBody, applyLoanBody } from '@shared/contracts/loans';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod/mini';
import { useDirtyFormGuard } from '@app/pwa/dirty-forms';
import { type FarmerOption, useFarmerOptions } from '@app/pwa/use-farmer-options';
import { EntryRefusal } from '@app/components/EntryRefusal';
import { useRefusedFields } from '@app/lib/use-refused-fields';
import type { EntryError } from '@app/offline/outbox';

type Input = z.input<typeof applyLoanBody>;
const EMPTY: Input = { farmerId: '', seed: '', amount: undefined as unknown as number };
const MODAL_Z = 400;

export interface ApplyLoanModalProps {
  opened: boolean;
  onClose: () => void;
  /** `farmer`: the chosen farmer's option (whether it waits to sync on this phone, too). */
  onSubmit: (values: ApplyLoanBody, farmer: FarmerOption | undefined) => Promise<void>;
  /** A queued application to correct (Sync page): its values, its farmer shown by name, and the server's refusal. */
  editing?: { values: ApplyLoanBody; farmer: FarmerOption; refusal?: EntryError; title: string; submitLabel: string };
}

/** An agent applies for a seed loan (Kgs) for a farmer; queued, so it works offline. */
export function ApplyLoanModal({ opened, onClose, onSubmit, editing }: ApplyLoanModalProps) {
  const { t } = useTranslation('loans');
  const initial = editing?.values ?? EMPTY;
  const form = useForm<Input, unknown, ApplyLoanBody>({ resolver: zodResolver(applyLoanBody), defaultValues: initial });
  const farmers = useFarmerOptions(useWatch({ control: form.control, name: 'farmerId' }), undefined, editing?.farmer);
  useRefusedFields(form.setError, editing?.refusal?.fields);
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyFormGuard(opened && isDirty);
  const close = () => {
    form.reset(initial);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values, farmers.find(values.farmerId));
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={editing ? editing.title : t('apply.title')} zIndex={MODAL_Z}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EntryRefusal refusal={editing?.refusal} />
        <Stack gap="sm">
          <FormSelect
            control={form.control}
            name="farmerId"
            label={t('apply.farmer')}
            withAsterisk
            {...farmers.selectProps}
            placeholder={farmers.loading ? t('apply.loadingFarmers') : t('apply.searchFarmer')}
            data={farmers.data}
            comboboxProps={{ zIndex: MODAL_Z + 10 }}
            data-autofocus
          />
          <TextInput label={t('apply.seed')} withAsterisk {...form.register('seed')} error={errors.seed?.message} />
          <FormNumberInput control={form.control} name="amount" label={t('apply.amount')} withAsterisk min={0} allowNegative={false} inputMode="decimal" />
          <OfflineFormFooter submitLabel={editing ? editing.submitLabel : t('apply.submit')} submitting={isSubmitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
