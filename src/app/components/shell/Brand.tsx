import { Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '@app/lib/use-session';
import { companyLogoFor } from './branding';

export function Brand() {
  const { t } = useTranslation();
  const session = useSession();
  const logo = companyLogoFor(session?.user);
  if (logo) {
    return <Image src={logo} alt={t('brand.companyLogo', { company: session?.user.companyName ?? t('brand.company') })} h={36} w="auto" fit="contain" maw={160} />;
  }
  return (
    <Group gap={8} wrap="nowrap">
      <Image src="/brand/portal.svg" alt={t('brand.portal')} h={32} w="auto" fit="contain" />
      <Image src="/brand/partner.svg" alt={t('brand.partners')} h={28} w="auto" fit="contain" />
    </Group>
  );
}
