import { Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

interface Props<V extends FieldValues> {
  title: string;
  subtitle?: ReactNode;
  form: UseFormReturn<V>;
  /** Called with the valid values; the screen clears its own error and sends them. */
  onValid: SubmitHandler<V>;
  /** The screen's inline failure message (shown above the fields). */
  error: string | null;
  children: ReactNode;
}

/** The public account screens' form card: header, inline error, then the fields, validated by the screen's schema. */
export function AuthFormCard<V extends FieldValues>({ title, subtitle, form, onValid, error, children }: Props<V>) {
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
