import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface OfflineFormFooterProps {
  submitLabel: string;
  submitting: boolean;
  onCancel: () => void;
}

/** The end of a form that saves to the outbox: says where the record goes, then Cancel and the submit button. */
export function OfflineFormFooter({ submitLabel, submitting, onCancel }: OfflineFormFooterProps) {
  const { t } = useTranslation();
  return (
    <>
      <Text size="xs" c="dimmed" mt="sm">
        {t('offlineForm.savedFirst')}
      </Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onCancel}>
          {t('actions.cancel')}
        </Button>
        <Button type="submit" loading={submitting}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}
