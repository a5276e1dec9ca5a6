import { Button, Group, Text } from '@mantine/core';

interface OfflineFormFooterProps {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** The end of a form that saves to the outbox: says where the record goes, then Cancel and the submit button. */
export function OfflineFormFooter({ submitLabel, submitting, onCancel }: OfflineFormFooterProps) {
  return (
    <>
      <Text size="xs" c="dimmed" mt="sm">
        Saved on this device first; it is sent to the server as soon as there is a connection.
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
