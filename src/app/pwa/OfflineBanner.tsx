import { Alert } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useOnline } from './use-online';

/** Room kept free at the bottom of the page while the banner shows, so it never covers a form's last button. */
const BANNER_ROOM = '96px';

/**
 * Says plainly that the app is offline and that work is kept; always in a live region for screen readers.
 * It sits below modals (Mantine's modal layer is 200), so an open form is never covered.
 */
export function OfflineBanner() {
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    document.body.style.paddingBottom = BANNER_ROOM;
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [online]);
  return (
    <div role="status" style={{ position: 'fixed', bottom: 44, left: 8, right: 8, zIndex: 150, pointerEvents: 'none' }}>
      {!online && (
        <Alert color="orange" variant="filled" icon={<IconCloudOff size={18} aria-hidden />} maw={520} mx="auto" py={6} style={{ pointerEvents: 'auto' }}>
          You are offline. Your changes are saved on this device and will sync when you are back online.
        </Alert>
      )}
    </div>
  );
}
