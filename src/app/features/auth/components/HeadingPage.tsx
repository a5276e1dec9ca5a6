import { Container, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The about and contact pages: the spec gives them a heading and nothing else (part 1 §2). */
export function HeadingPage({ page }: { page: 'about' | 'contact' }) {
  const { t } = useTranslation('auth');
  return (
    <Container component="main" py="xl">
      <Title order={1}>{t(page)}</Title>
    </Container>
  );
}
