import { PasswordInput } from '@mantine/core';
import type { ComponentPropsWithRef } from 'react';
import { useTranslation } from 'react-i18next';

/** A required password being chosen (sign-up, registration, reset, and their confirmations). */
export function NewPasswordInput(props: ComponentPropsWithRef<typeof PasswordInput>) {
  const { t } = useTranslation('auth');
  return <PasswordInput autoComplete="new-password" withAsterisk visibilityToggleButtonProps={{ 'aria-label': t('fields.showPassword') }} {...props} />;
}
