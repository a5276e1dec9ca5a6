import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';

/** A required password being chosen (sign-up, registration, reset, and their confirmations). */
export function NewPasswordInput(props: ComponentPropsWithRef<typeof PasswordInput>) {
  return <PasswordInput autoComplete="new-password" withAsterisk {...props} />;
}
