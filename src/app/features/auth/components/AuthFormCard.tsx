import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

// Forms declare their input and parsed (zod) value types separately; the card submits the parsed ones.
interface Props<I extends FieldValues, V extends FieldValues> {
  title: string;
  subtitle?: ReactNode;
  form: UseFormReturn<I, unknown, V>;
  /** Called with the valid values (the screen sends them). */
  onValid: SubmitHandler<V>;
  /** The inline failure message of the screen's last attempt, shown above the fields. */
  error: string | null;
  children: ReactNode;
}

/** The public account screens' form card: header, inline error, then the fields, validated by the screen's schema. */
export function AuthFormCard<I extends FieldValues, V extends FieldValues>({ title, subtitle, form, onValid, error, children }: Props<I, V>) {
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <form noValidate onSubmit={form.handleSubmit(onValid)}>
        <Stack gap="sm">
          <FormError message={error} />
          {children}
        </Stack>
      </form>
    </AuthLayout>
  );
}
