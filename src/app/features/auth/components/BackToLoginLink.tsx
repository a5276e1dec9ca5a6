import { Anchor, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** The way back to sign-in under the password forms. */
export function BackToLoginLink() {
  return (
    <Text size="sm" ta="center">
      <Anchor component={Link} to="/login">
        Back to Login
      </Anchor>
    </Text>
  );
}
