import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Any path the app does not know: say so and offer the way home (signed-out users end at /login from there). */
export function NotFoundPage() {
  const { t } = useTranslation(['shell', 'common']);
  return (
    <Container component="main" py="xl" size="xs">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('notFound.title')}</Title>
        <Text c="dimmed">{t('notFound.text')}</Text>
        <Button component={Link} to="/dashboard">
          {t('common:actions.goHome')}
        </Button>
      </Stack>
    </Container>
  );
}
