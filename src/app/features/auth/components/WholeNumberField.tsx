import type { FieldPath } from 'react-hook-form';
import { FormNumberInput } from '@app/components/FormNumberInput';
import type { RegisterFormInput } from '../forms/register-form';
import type { RegisterForm } from './register-form-context';

type WholeNumberName = Extract<FieldPath<RegisterFormInput>, 'numberOfChildren' | 'yearsOfSalesFieldExperience'>;

/** A count from 0 (default 0); an emptied box is NaN so the schema reports it instead of sending 0 silently. */
export function WholeNumberField({ form, name, label }: { form: RegisterForm; name: WholeNumberName; label: string }) {
  return (
    <FormNumberInput
      control={form.control}
      name={name}
      label={label}
      emptyValue={Number.NaN}
      withAsterisk
      min={0}
      allowDecimal={false}
      allowNegative={false}
      inputMode="numeric"
    />
  );
}
