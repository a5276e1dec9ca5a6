import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Trans, useTranslation } from 'react-i18next';
import { AuthLayout } from './AuthLayout';

export function ResetLinkSent({ identifier, onTryAgain }: { identifier: string; onTryAgain: () => void }) {
  const { t } = useTranslation('auth');
  return (
    <AuthLayout title={t('sent.title')}>
      <Stack gap="sm">
        <Text role="status">
          <Trans t={t} i18nKey="sent.text" values={{ identifier }} components={{ strong: <strong /> }} />
        </Text>
        <Text size="sm" c="dimmed">
          {t('sent.hint')}
        </Text>
        <Button variant="default" fullWidth onClick={onTryAgain}>
          {t('sent.tryAgain')}
        </Button>
        <Button component={Link} to="/login" fullWidth>
          {t('backToLogin')}
        </Button>
      </Stack>
    </AuthLayout>
  );
}
