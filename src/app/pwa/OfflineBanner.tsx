import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './OfflineBanner.module.css';
import { useOnline } from './use-online';

/**
 * Says in one or two lines (the whole sentence, never cut) that the app is offline and that work is kept; always in a live region
 * for screen readers. It sits below modals (Mantine's modal layer is 200), so an open form is never covered.
 */
export function OfflineBanner() {
  const { t } = useTranslation('offline');
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    document.body.classList.add(classes.room);
    return () => {
      document.body.classList.remove(classes.room);
    };
  }, [online]);
  return (
    <div role="status" className={classes.bar}>
      {!online && (
        <div className={classes.message}>
          <IconCloudOff size={16} aria-hidden style={{ flexShrink: 0 }} />
          <span className={classes.text}>{t('banner')}</span>
        </div>
      )}
    </div>
  );
}
