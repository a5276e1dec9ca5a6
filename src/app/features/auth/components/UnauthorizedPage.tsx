import { Button, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { AuthLayout } from './AuthLayout';

export function UnauthorizedPage() {
  return (
    <AuthLayout title="Access denied">
      <Stack gap="sm">
        <Text>You do not have permission to view this page.</Text>
        <Button component={Link} to="/dashboard" fullWidth>
          Go to Home
        </Button>
      </Stack>
    </AuthLayout>
  );
}
