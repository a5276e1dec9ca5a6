import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';

export function UnauthorizedPage() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <AuthLayout title={t('unauthorized.title')}>
      <Stack gap="sm">
        <Text>{t('unauthorized.text')}</Text>
        <Button component={Link} to="/dashboard" fullWidth>
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
