import { Stack, Title } from '@mantine/core';
import { useSession } from '../../../lib/session';
import { WelcomeBanner } from './WelcomeBanner';

/** The dashboard screen: the welcome banner first, then the role's metrics and charts below it. */
export function DashboardPage() {
  const session = useSession();
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        Dashboard
      </Title>
      <WelcomeBanner name={session?.user.name ?? ''} />
    </Stack>
  );
}
