import { Select } from '@mantine/core';
import { Controller } from 'react-hook-form';
import type { RegisterForm } from './register-form-context';

type ChoiceName = 'gender' | 'maritalStatus' | 'educationLevel';

/** One of the form's enum choices; '' means not chosen. */
export function ChoiceField({ form, name, label, options }: { form: RegisterForm; name: ChoiceName; label: string; options: readonly string[] }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Select
          label={label}
          placeholder={`Select ${label.toLowerCase()}`}
          data={[...options]}
          withAsterisk
          clearable
          value={field.value || null}
          onChange={(v) => field.onChange(v ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
