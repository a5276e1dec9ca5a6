import { Button, Stack } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from './AuthLayout';
import { FormError } from './FormError';

export function InvalidResetLink({ message }: { message: string }) {
  return (
    <AuthLayout title="Reset link not valid">
      <Stack gap="sm">
        <FormError message={message} />
        <Button component={Link} to="/forgot-password" fullWidth>
          Request New Reset Link
        </Button>
        <Button component={Link} to="/login" variant="default" fullWidth>
          Back to Login
        </Button>
      </Stack>
    </AuthLayout>
  );
}
