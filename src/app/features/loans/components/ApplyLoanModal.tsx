import { FormNumberInput } from '../../../components/FormNumberInput';
import { FormSelect } from '../../../components/FormSelect';
import { OfflineFormFooter } from '../../../components/OfflineFormFooter';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, Stack, TextInput } from '@mantine/core';
import { type ApplyLoanBody, applyLoanBody } from '@shared/contracts/loans';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useDirtyFormGuard } from '../../../pwa/dirty-forms';
import { type FarmerOption, useFarmerOptions } from '../../../pwa/use-farmer-options';

type Input = z.input<typeof applyLoanBody>;
const EMPTY: Input = { farmerId: '', seed: '', amount: undefined as unknown as number };
const MODAL_Z = 400;

export interface ApplyLoanModalProps {
  opened: boolean;
  onClose: () => void;
  /** `farmer`: the chosen farmer's option (whether it waits to sync on this phone, too). */
  onSubmit: (values: ApplyLoanBody, farmer: FarmerOption | undefined) => Promise<void>;
}

/** An agent applies for a seed loan (Kgs) for a farmer; queued, so it works offline. */
export function ApplyLoanModal({ opened, onClose, onSubmit }: ApplyLoanModalProps) {
  const { t } = useTranslation('loans');
  const form = useForm<Input, unknown, ApplyLoanBody>({ resolver: zodResolver(applyLoanBody), defaultValues: EMPTY });
  const farmers = useFarmerOptions(useWatch({ control: form.control, name: 'farmerId' }));
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyFormGuard(opened && isDirty);
  const close = () => {
    form.reset(EMPTY);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    await onSubmit(values, farmers.find(values.farmerId));
    close();
  });

  return (
    <Modal opened={opened} onClose={close} title={t('apply.title')} zIndex={MODAL_Z}>
      <form onSubmit={(e) => void submit(e)} noValidate>
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
          <OfflineFormFooter submitLabel={t('apply.submit')} submitting={isSubmitting} onCancel={close} />
        </Stack>
      </form>
    </Modal>
  );
}
