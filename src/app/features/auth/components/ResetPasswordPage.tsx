import { Center, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { verifyResetTokenQuery } from '../api/auth-queries';
import { verifyTokenErrorMessage } from '../lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { InvalidResetLink } from './InvalidResetLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Verifying → form (valid link) or the invalid-link view (spec part 1 §4). */
export function ResetPasswordPage({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const verification = useQuery(verifyResetTokenQuery(token));

  if (verification.isPending) {
    return (
      <AuthLayout title={t('reset.title')}>
        <Center py="lg">
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text size="sm">{t('reset.verifying')}</Text>
          </Stack>
        </Center>
      </AuthLayout>
    );
  }
  if (verification.isError) return <InvalidResetLink message={verifyTokenErrorMessage(verification.error)} />;
  return <ResetPasswordForm token={token} email={verification.data.email} />;
}
