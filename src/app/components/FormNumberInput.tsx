import { NumberInput, type NumberInputProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormNumberInputProps<T extends FieldValues, O extends FieldValues = T> extends Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  // Forms declare input and parsed types separately (zod): the field names come from the input side.
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What an emptied box holds: undefined for an optional number, NaN for a required one the schema must report. */
  emptyValue?: number;
}

/** The one number field of react-hook-form forms: an empty box maps to `emptyValue`, the field's error shows. */
export function FormNumberInput<T extends FieldValues, O extends FieldValues = T>({ control, name, emptyValue, ...props }: FormNumberInputProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          {...props}
          value={field.value === undefined || field.value === null || Number.isNaN(field.value) ? '' : field.value}
          onChange={(v) => field.onChange(v === '' ? emptyValue : Number(v))}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
