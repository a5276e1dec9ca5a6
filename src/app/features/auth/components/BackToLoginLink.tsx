import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** The way back to sign-in under the password forms. */
export function BackToLoginLink() {
  const { t } = useTranslation('auth');
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        {t('backToLogin')}
      </Anchor>
    </Text>
  );
}
