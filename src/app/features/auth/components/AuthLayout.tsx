import { Box, Group, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The frame of the public account screens: the portal's two-logo header over one card, 360 px first. */
export function AuthLayout({ title, subtitle, children, width = 420 }: { title: string; subtitle?: ReactNode; children: ReactNode; width?: number }) {
  const { t } = useTranslation();
  return (
    <Box component="main" mih="100dvh" px="sm" py="xl" bg="gray.0">
      <Stack maw={width} mx="auto" gap="md">
        <Group justify="center" gap="sm" wrap="nowrap">
          <Image src="/brand/portal.svg" alt={t('brand.portal')} h={40} w="auto" fit="contain" />
          <Image src="/brand/partner.svg" alt={t('brand.partners')} h={34} w="auto" fit="contain" />
        </Group>
        <Paper withBorder shadow="sm" radius="md" p={{ base: 'md', xs: 'xl' }}>
          <Stack gap="md">
            <div>
              <Title order={1} size="h2">
                {title}
              </Title>
              {subtitle && (
                <Text c="dimmed" size="sm" mt={4}>
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
          </Stack>
        </Paper>
      </Stack>
    </Box>
  );
}
