import { Button, Notification, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../lib/session';
import { unsentCount } from '../offline/outbox';
import { askOtherTabs, hasDirtyForms, useHasDirtyForms } from './dirty-forms';
import { applyUpdate, useUpdateWaiting } from './service-worker';
import { useUnsentCount } from './use-outbox';

/** How long the other tabs get to answer "is a form of yours dirty?" before an update goes ahead. */
const TABS_ANSWER_MS = 300;

/**
 * Offers a waiting new version. It is never activated while the signed-in user's changes wait on this device
 * (the new code might not understand them) or while a form holds unsaved input in any open tab of the app (the
 * update reloads them all).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const waiting = useUpdateWaiting();
  const pending = useUnsentCount();
  const dirty = useHasDirtyForms();
  const [checking, setChecking] = useState(false);
  useEffect(askOtherTabs, []);
  if (!waiting) return null;
  const blocked = pending > 0 || dirty;
  const update = async () => {
    setChecking(true);
    askOtherTabs();
    await new Promise((resolve) => setTimeout(resolve, TABS_ANSWER_MS));
    const userId = getSession()?.user.id;
    const stillUnsent = userId ? await unsentCount(userId) : 0;
    setChecking(false);
    if (stillUnsent === 0 && !hasDirtyForms()) applyUpdate();
  };
  return (
    <Notification
      title={t('update.title')}
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', right: 12, bottom: 48, zIndex: 400, maxWidth: 'calc(100vw - 24px)', width: 360 }}
    >
      {blocked && (
        <Text size="sm" mb="xs">
          {pending > 0 ? t('update.waitUnsent', { count: pending }) : t('update.closeForm')}
        </Text>
      )}
      <Button size="xs" onClick={() => void update()} disabled={blocked} loading={checking}>
        {t('update.now')}
      </Button>
    </Notification>
  );
}
