import { Group, Image } from '@mantine/core';
import { useSession } from '../../lib/use-session';
import { companyLogoFor } from './branding';

export function Brand() {
  const session = useSession();
  const logo = companyLogoFor(session?.user);
  if (logo) {
    return <Image src={logo} alt={`${session?.user.companyName ?? 'Company'} logo`} h={36} w="auto" fit="contain" maw={160} />;
  }
  return (
    <Group gap={8} wrap="nowrap">
      <Image src="/brand/portal.svg" alt="Field Agent Portal" h={32} w="auto" fit="contain" />
      <Image src="/brand/partner.svg" alt="Agricultural partners" h={28} w="auto" fit="contain" />
    </Group>
  );
}
