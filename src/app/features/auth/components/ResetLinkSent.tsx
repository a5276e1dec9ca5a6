import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from './AuthLayout';

export function ResetLinkSent({ identifier, onTryAgain }: { identifier: string; onTryAgain: () => void }) {
  return (
    <AuthLayout title="Check your email">
      <Stack gap="sm">
        <Text role="status">
          We sent a password reset link for <strong>{identifier}</strong>. The link is valid for 1 hour.
        </Text>
        <Text size="sm" c="dimmed">
          Did not get it? Check your spam folder or try again.
        </Text>
        <Button variant="default" fullWidth onClick={onTryAgain}>
          Try Again
        </Button>
        <Button component={Link} to="/login" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
