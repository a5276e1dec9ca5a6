import { Button, Notification, Text } from '@mantine/core';
import { useHasDirtyForms } from './dirty-forms';
import { useAnyPendingCount } from './use-outbox';
import { applyUpdate, useUpdateWaiting } from './service-worker';

/**
 * Offers a waiting new version. It is never activated while changes wait on this device (the new code might
 * not understand them) or while a form holds unsaved input (the reload would lose it).
 */
export function UpdatePrompt() {
  const waiting = useUpdateWaiting();
  const pending = useAnyPendingCount();
  const dirty = useHasDirtyForms();
  if (!waiting) return null;
  const blocked = pending > 0 || dirty;
  return (
    <Notification
      title="A new version of Agent Portal is available"
      withCloseButton={false}
      role="status"
      style={{ position: 'fixed', right: 12, bottom: 48, zIndex: 400, maxWidth: 'calc(100vw - 24px)', width: 360 }}
    >
      {blocked && (
        <Text size="sm" mb="xs">
          {pending > 0 ? `Wait until your ${pending} unsent change${pending === 1 ? ' is' : 's are'} synced` : 'Save or close the open form'} before
          updating.
        </Text>
      )}
      <Button size="xs" onClick={applyUpdate} disabled={blocked}>
        Update now
      </Button>
    </Notification>
  );
}
