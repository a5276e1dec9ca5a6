import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { promptInstall, useInstallState } from '@app/pwa/install';

/** Install the app (Chromium's prompt, or the Add to Home Screen steps on iOS Safari). */
export function InstallCard() {
  const { t } = useTranslation('sync');
  const state = useInstallState();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('install.title')}
        </Title>
        {state === 'installed' && <Text size="sm">{t('install.installed')}</Text>}
        {state === 'available' && (
          <>
            <Text size="sm">{t('install.offer')}</Text>
            <Button onClick={() => void promptInstall()} w="fit-content">
              {t('install.action')}
            </Button>
          </>
        )}
        {state === 'ios' && (
          <>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>{t('install.iosSafari')}</List.Item>
              <List.Item>{t('install.iosShare')}</List.Item>
              <List.Item>{t('install.iosAdd')}</List.Item>
            </List>
            <Alert color="orange" title={t('install.iosWarningTitle')}>
              {t('install.iosWarning')}
            </Alert>
          </>
        )}
        {state === 'unavailable' && (
          <Text size="sm">{t('install.unavailable')}</Text>
        )}
      </Stack>
    </Card>
  );
}
