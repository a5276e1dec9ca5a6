import { FormNumberInput } from '@app/components/FormNumberInput';
import { FormSelect } from '@app/components/FormSelect';
import { OfflineFormFooter } from '@app/components/OfflineFormFooter';
import { zodResolver } from '@hookform/resolvers/zod';
import { Modal, SimpleGrid, TextInput } from '@mantine/core';
import { type RecordSaleBody, SALE_UNITS, recordSaleBody } from '@shared/contracts/sales';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod/mini';
import { useDirtyFormGuard } from '@app/pwa/dirty-forms';
import { type FarmerOption, useFarmerOptions } from '@app/pwa/use-farmer-options';
import { EntryRefusal } from '@app/components/EntryRefusal';
import { useRefusedFields } from '@app/lib/use-refused-fields';
import { unitLabel } from '@app/lib/labels';
import type { EntryError } from '@app/offline/outbox';
import { i18n } from '@app/i18n/i18n';
import type { FarmerChoice } from '../api/record-sale';

type Input = z.input<typeof recordSaleBody>;

/** Above the fixed offline banner on a phone; lists above the modal. */
const MODAL_Z = 400;
const DROPDOWN = { zIndex: MODAL_Z + 10 };

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
/**
 * The server's contract plus what the server checks with its clock (sales.service): a sale date after today on
 * this phone is refused here, before it is queued, with the server's own words.
 */
const saleForm = recordSaleBody.check(z.refine((v) => v.saleDate.slice(0, 10) <= today(), { path: ['saleDate'], error: () => i18n.t('sales:form.futureDate') }));

const emptyForm = (): Input => ({ farmerId: '', product: '', quantity: undefined as unknown as number, unit: 'Kg', amountKes: undefined as unknown as number, saleDate: today() });

export interface RecordSaleModalProps {
  opened: boolean;
  onClose: () => void;
  /** `farmerPending`: the farmer was registered on this phone and waits to sync. */
  onSubmit: (values: RecordSaleBody, farmer: FarmerChoice, farmerPending: boolean) => Promise<void>;
  /** A queued sale to correct (Sync page): its values, its farmer shown by name, and the server's refusal. */
  editing?: { values: RecordSaleBody; farmer: FarmerOption; refusal?: EntryError; title: string; submitLabel: string };
}

/** 'Record Sale': farmer, product, quantity, unit, amount in KES and date; queued, so it works offline. */
export function RecordSaleModal({ opened, onClose, onSubmit, editing }: RecordSaleModalProps) {
  const { t } = useTranslation('sales');
  const initial = editing?.values ?? emptyForm();
  const form = useForm<Input, unknown, RecordSaleBody>({ resolver: zodResolver(saleForm), defaultValues: initial });
  const farmers = useFarmerOptions(useWatch({ control: form.control, name: 'farmerId' }), undefined, editing?.farmer);
  useRefusedFields(form.setError, editing?.refusal?.fields);
  const { errors, isSubmitting, isDirty } = form.formState;
  useDirtyFormGuard(opened && isDirty);

  const close = () => {
    form.reset(editing ? initial : emptyForm());
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    const chosen = farmers.find(values.farmerId);
    await onSubmit(values, { name: chosen?.farmer.name ?? '', county: chosen?.farmer.county ?? '' }, chosen?.pending ?? false);
    close();
  });

  const numberField = (name: 'quantity' | 'amountKes', label: string) => (
    <FormNumberInput control={form.control} name={name} label={label} withAsterisk min={0} allowNegative={false} thousandSeparator="," inputMode="decimal" />
  );

  return (
    <Modal opened={opened} onClose={close} title={editing ? editing.title : t('form.title')} size="lg" zIndex={MODAL_Z}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <EntryRefusal refusal={editing?.refusal} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <FormSelect
            control={form.control}
            name="farmerId"
            label={t('form.farmer')}
            withAsterisk
            {...farmers.selectProps}
            placeholder={farmers.loading ? t('form.loadingFarmers') : t('form.searchFarmer')}
            data={farmers.data}
            comboboxProps={DROPDOWN}
            data-autofocus
          />
          <TextInput label={t('form.product')} withAsterisk {...form.register('product')} error={errors.product?.message} />
          {numberField('quantity', t('form.quantity'))}
          <FormSelect
            control={form.control}
            name="unit"
            label={t('form.unit')}
            withAsterisk
            data={SALE_UNITS.map((unit) => ({ value: unit, label: unitLabel(unit) }))}
            comboboxProps={DROPDOWN}
            allowDeselect={false}
          />
          {numberField('amountKes', t('form.amount'))}
          <TextInput label={t('form.saleDate')} withAsterisk type="date" max={today()} {...form.register('saleDate')} error={errors.saleDate?.message} />
        </SimpleGrid>
        <OfflineFormFooter submitLabel={editing ? editing.submitLabel : t('form.submit')} submitting={isSubmitting} onCancel={close} />
      </form>
    </Modal>
  );
}
