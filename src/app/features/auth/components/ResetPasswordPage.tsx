import { Center, Loader, Stack, Text } from '@mantine/core';
import { verifyResetToken } from '@shared/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '../../../lib/api-client';
import { verifyTokenErrorMessage } from '../lib/auth-messages';
import { AuthLayout } from './AuthLayout';
import { InvalidResetLink } from './InvalidResetLink';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Verifying → form (valid link) or the invalid-link view (spec part 1 §4). */
export function ResetPasswordPage({ token }: { token: string }) {
  const verification = useQuery({
    queryKey: ['auth', 'verify-reset-token', token],
    queryFn: ({ signal }) => apiCall(verifyResetToken, { params: { token }, signal }),
    retry: false,
    staleTime: 0,
    gcTime: 0,
    // A reset token is a credential: it never goes into the persisted cache.
    meta: { silent: true, noPersist: true },
  });

  if (verification.isPending) {
    return (
      <AuthLayout title="Reset password">
        <Center py="lg">
          <Stack align="center" gap="xs" role="status">
            <Loader aria-hidden />
            <Text size="sm">Verifying reset link...</Text>
          </Stack>
        </Center>
      </AuthLayout>
    );
  }
  if (verification.isError) return <InvalidResetLink message={verifyTokenErrorMessage(verification.error)} />;
  return <ResetPasswordForm token={token} email={verification.data.email} />;
}
