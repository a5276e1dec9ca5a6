import { Stack } from '@mantine/core';
import { type ReactNode, useEffect, useEffectEvent, useRef } from 'react';
import type { FieldValues, SubmitHandler, UseFormReturn } from 'react-hook-form';
import { forgetSubmittedEarly, takeSubmittedEarly } from '@app/lib/submitted-early';
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

/**
 * The public account screens' form card: header, inline error, then the fields, validated by the screen's schema.
 * A tap on its button before the app ran (on the built page, ADR 0025) is sent once the app has adopted the form,
 * with what is in the fields then (ADR 0031).
 */
export function AuthFormCard<I extends FieldValues, V extends FieldValues>({ title, subtitle, form, onValid, error, children }: Props<I, V>) {
  const formElement = useRef<HTMLFormElement>(null);
  const submit = form.handleSubmit(onValid);
  const submitIfTappedEarly = useEffectEvent(() => {
    if (takeSubmittedEarly(formElement.current)) void submit();
  });
  useEffect(() => submitIfTappedEarly(), []);
  return (
    <AuthLayout title={title} subtitle={subtitle}>
      <form
        ref={formElement}
        noValidate
        onSubmit={(event) => {
          forgetSubmittedEarly();
          void submit(event);
        }}
      >
        <Stack gap="sm">
          <FormError message={error} />
          {children}
        </Stack>
      </form>
    </AuthLayout>
  );
}
