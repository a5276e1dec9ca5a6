import { Alert, Anchor, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

export function WelcomeBanner({ name }: { name: string }) {
  const { t } = useTranslation('dashboard');
  return (
    <Alert variant="light" color="green" icon={<IconUserCircle aria-hidden />} title={t('welcome.title', { name })}>
      <Text size="sm">
        {t('welcome.keepProfile')}{' '}
        <Anchor component={Link} to="/settings/profile" size="sm" fw={600}>
          {t('welcome.updateProfile')}
        </Anchor>
      </Text>
    </Alert>
  );
}
