import { Anchor, Button, Notification, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getSession } from '../lib/session';
import { db } from '../offline/db';
import { outboxCounts } from '../offline/local-records';
import { askOtherTabs, hasDirtyForms, useHasDirtyForms } from './dirty-forms';
import { applyUpdate, useUpdateWaiting } from './service-worker';
import { useOutboxSummary } from './use-outbox';

/** How long the other tabs get to answer "is a form of yours dirty?" before an update goes ahead. */
const TABS_ANSWER_MS = 300;

/**
 * Offers a waiting new version. It is never activated while the signed-in user's changes are on their way from
 * this device (the new code might not understand them) or while a form holds unsaved input in any open tab of the
 * app (the update reloads them all). A change the server refused does not hold it: that one waits for the agent,
 * not for the network, so the prompt points to the Sync page instead (issue 33).
 */
export function UpdatePrompt() {
  const { t } = useTranslation('shell');
  const waiting = useUpdateWaiting();
  const { waiting: pending, needsAttention } = useOutboxSummary();
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
    const stillUnsent = userId ? (await outboxCounts(db, userId)).waiting : 0;
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
      {needsAttention > 0 && (
        <Text size="sm" mb="xs">
          {t('update.needsAttention', { count: needsAttention })}{' '}
          <Anchor href="/sync" size="sm">
            {t('update.openSync')}
          </Anchor>
        </Text>
      )}
      <Button size="xs" onClick={() => void update()} disabled={blocked} loading={checking}>
        {t('update.now')}
      </Button>
    </Notification>
  );
}
