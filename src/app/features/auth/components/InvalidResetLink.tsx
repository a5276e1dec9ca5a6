import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

export function InvalidResetLink({ message }: { message: string }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('reset.invalidTitle')}>
      <Stack gap="sm">
        <FormError message={message} />
        <Button component={Link} to="/forgot-password" fullWidth>
          {t('reset.requestNew')}
        </Button>
        <Button component={Link} to="/login" variant="default" fullWidth>
          {t('backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
