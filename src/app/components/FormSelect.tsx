import { Select, type SelectProps } from '@mantine/core';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';
import { useAfterFirstCommit } from '../lib/use-after-first-commit';

export interface FormSelectProps<T extends FieldValues, O extends FieldValues = T> extends Omit<SelectProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  // Forms declare input and parsed types separately (zod): the field names come from the input side.
  control: Control<T, unknown, O>;
  name: FieldPath<T>;
  /** What a cleared choice holds: '' (the default) or undefined for a field the form leaves out when empty. */
  emptyValue?: '' | undefined;
}

/**
 * The one select of react-hook-form forms: a cleared choice maps to `emptyValue`, the field's error shows.
 *
 * Mantine keeps a closed select's options mounted (hidden, in a portal that mounts in a layout effect): on a
 * screen's first render that was a second, synchronous render of every select's options inside the screen's
 * commit (~70 ms of /signup's hydration, unthrottled; ADR 0043). They are mounted in a transition after that
 * commit instead; a select opened before then renders its options as it opens.
 */
export function FormSelect<T extends FieldValues, O extends FieldValues = T>({ control, name, emptyValue = '', comboboxProps, ...props }: FormSelectProps<T, O>) {
  const optionsMounted = useAfterFirstCommit();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          {...props}
          comboboxProps={{ keepMounted: optionsMounted, ...comboboxProps }}
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
