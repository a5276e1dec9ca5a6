import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

export interface FormSelectProps<T extends FieldValues> extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  // Forms declare input and parsed types separately (zod); the field only needs the input side.
  control: Control<T, any, any>;
  name: FieldPath<T>;
  /** What a cleared choice holds: '' (the default) or undefined for a field the form leaves out when empty. */
  emptyValue?: '' | undefined;
}

/** The one select of react-hook-form forms: a cleared choice maps to `emptyValue`, the field's error shows. */
export function FormSelect<T extends FieldValues>({ control, name, emptyValue = '', ...props }: FormSelectProps<T>) {
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
