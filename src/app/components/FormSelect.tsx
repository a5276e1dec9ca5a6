import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSelectProps<T extends FieldValues, O extends FieldValues = T> extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  // Forms declare input and parsed types separately (zod): the field names come from the input side.
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What a cleared choice holds: '' (the default) or undefined for a field the form leaves out when empty. */
  emptyValue?: '' | undefined;
}

/** The one select of react-hook-form forms: a cleared choice maps to `emptyValue`, the field's error shows. */
export function FormSelect<T extends FieldValues, O extends FieldValues = T>({ control, name, emptyValue = '', ...props }: FormSelectProps<T, O>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? emptyValue)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
