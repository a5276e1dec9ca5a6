import { Container, Title } from '@mantine/core';

/** The about and contact pages: the spec gives them a heading and nothing else (part 1 §2). */
export function HeadingPage({ heading }: { heading: string }) {
  return (
    <Container component="main" py="xl">
      <Title order={1}>{heading}</Title>
    </Container>
  );
}
