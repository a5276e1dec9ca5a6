import { Alert, Anchor, Text } from '@mantine/core';
import { IconUserCircle } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function WelcomeBanner({ name }: { name: string }) {
  return (
    <Alert variant="light" color="green" icon={<IconUserCircle aria-hidden />} title={`Welcome back, ${name}!`}>
      <Text size="sm">
        Please keep your profile up to date.{' '}
        <Anchor component={Link} to="/settings/profile" size="sm" fw={600}>
          Update your profile
        </Anchor>
      </Text>
    </Alert>
  );
}
