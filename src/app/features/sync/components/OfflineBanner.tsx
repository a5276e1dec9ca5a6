import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useOnline } from '../../../offline/use-online';

/** Says plainly that the app is offline and that work is kept; always in a live region for screen readers. */
export function OfflineBanner() {
  const online = useOnline();
  return (
    <div role="status" style={{ position: 'fixed', bottom: 44, left: 8, right: 8, zIndex: 300, pointerEvents: 'none' }}>
      {!online && (
        <Alert color="orange" variant="filled" icon={<IconCloudOff size={18} aria-hidden />} maw={520} mx="auto" py={6} style={{ pointerEvents: 'auto' }}>
          You are offline. Your changes are saved on this device and will sync when you are back online.
        </Alert>
      )}
    </div>
  );
}
