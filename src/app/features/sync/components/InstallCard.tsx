import { Alert, Button, Card, List, Stack, Text, Title } from '@mantine/core';
import { promptInstall, useInstallState } from '../../../pwa/install';

/** Install the app (Chromium's prompt, or the Add to Home Screen steps on iOS Safari). */
export function InstallCard() {
  const state = useInstallState();
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Install the app
        </Title>
        {state === 'installed' && <Text size="sm">The app is installed on this device.</Text>}
        {state === 'available' && (
          <>
            <Text size="sm">Install Agent Portal to open it from your home screen and work without signal.</Text>
            <Button onClick={() => void promptInstall()} w="fit-content">
              Install app
            </Button>
          </>
        )}
        {state === 'ios' && (
          <>
            <List type="ordered" size="sm" spacing={4}>
              <List.Item>Open this page in Safari.</List.Item>
              <List.Item>Tap the Share button.</List.Item>
              <List.Item>Choose "Add to Home Screen", then "Add".</List.Item>
            </List>
            <Alert color="orange" title="Install it to keep your work">
              Safari deletes a website's data after a few days without use unless the site is added to the Home Screen. Unsent
              changes and downloaded modules could be lost.
            </Alert>
          </>
        )}
        {state === 'unavailable' && (
          <Text size="sm">Use your browser's menu ("Install app" or "Add to Home screen") to install Agent Portal.</Text>
        )}
      </Stack>
    </Card>
  );
}
