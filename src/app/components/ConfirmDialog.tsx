import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  opened: boolean;
  title?: string;
  message: string;
  confirmLabel?: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The one confirmation dialog (delete, discard, approve…), with the spec's exact question as `message`. */
export function ConfirmDialog({ opened, title, message, confirmLabel, danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title ?? t('confirm.title')} centered size="sm">
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          {t('actions.cancel')}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}

export interface ConfirmDeleteDialogProps<T> {
  /** What is about to be deleted; null keeps the dialog closed. */
  target: T | null;
  title?: string;
  message: string;
  busy: boolean;
  onDelete: (target: T) => void;
  onCancel: () => void;
}

/** The delete confirmation of the admin screens: the spec's question, then Cancel or a red Delete. */
export function ConfirmDeleteDialog<T>({ target, title, message, busy, onDelete, onCancel }: ConfirmDeleteDialogProps<T>) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      message={message}
      confirmLabel={t('actions.delete')}
      danger
      busy={busy}
      onConfirm={() => target !== null && onDelete(target)}
      onCancel={onCancel}
    />
  );
}
