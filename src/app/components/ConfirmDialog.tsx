import { Button, Group, Modal, Text } from '@mantine/core';

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
export function ConfirmDialog({ opened, title = 'Please confirm', message, confirmLabel = 'Confirm', danger, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered size="sm">
      <Text mb="lg">{message}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={busy} data-autofocus>
          {confirmLabel}
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
  return (
    <ConfirmDialog
      opened={target !== null}
      title={title}
      message={message}
      confirmLabel="Delete"
      danger
      busy={busy}
      onConfirm={() => target !== null && onDelete(target)}
      onCancel={onCancel}
    />
  );
}
