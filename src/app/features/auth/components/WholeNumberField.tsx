import { NumberInput } from '@mantine/core';
import { Controller, type FieldPath } from 'react-hook-form';
import type { RegisterFormInput } from '../forms/register-form';
import type { RegisterForm } from './register-form-context';

type WholeNumberName = Extract<FieldPath<RegisterFormInput>, 'numberOfChildren' | 'yearsOfSalesFieldExperience'>;

/** A count from 0 (default 0); an emptied box is NaN so the schema reports it instead of sending 0 silently. */
export function WholeNumberField({ form, name, label }: { form: RegisterForm; name: WholeNumberName; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          withAsterisk
          min={0}
          allowDecimal={false}
          allowNegative={false}
          inputMode="numeric"
          value={Number.isNaN(field.value) ? '' : field.value}
          onChange={(v) => field.onChange(v === '' ? Number.NaN : Number(v))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
