import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Any path the app does not know: say so and offer the way home (signed-out users end at /login from there). */
export function NotFoundPage() {
  return (
    <Container component="main" py="xl" size="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">The page you asked for does not exist or has moved.</Text>
        <Button component={Link} to="/dashboard">
          Go to Home
        </Button>
      </Stack>
    </Container>
  );
}
