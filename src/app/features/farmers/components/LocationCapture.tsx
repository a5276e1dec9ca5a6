import { Button, Group, Stack, Text } from '@mantine/core';
import { IconCurrentLocation, IconX } from '@tabler/icons-react';
import type { FarmerLocation } from '@shared/contracts/farmers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { captureLocation, formatLocation } from '../lib/capture-location';

export interface LocationCaptureProps {
  value: FarmerLocation | null | undefined;
  onChange: (location: FarmerLocation | null) => void;
}

/** The farm's location in one tap: the fix and its accuracy, or why none came. Saving never waits on it. */
export function LocationCapture({ value, onChange }: LocationCaptureProps) {
  const { t } = useTranslation('farmers');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const capture = async () => {
    setBusy(true);
    setProblem(null);
    try {
      onChange(await captureLocation());
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t('fields.location')}
      </Text>
      <Group gap="xs">
        <Button variant="light" size="xs" leftSection={<IconCurrentLocation size={16} />} loading={busy} onClick={() => void capture()}>
          {value ? t('location.captureAgain') : t('location.capture')}
        </Button>
        {value && (
          <Button variant="subtle" size="xs" color="gray" leftSection={<IconX size={14} />} onClick={() => onChange(null)}>
            {t('location.remove')}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {value && <Text size="sm">{t('location.captured', { location: formatLocation(value) })}</Text>}
        {busy && (
          <Text size="sm" c="dimmed">
            {t('location.finding')}
          </Text>
        )}
        {problem && (
          <Text size="sm" c="red">
            {problem}
          </Text>
        )}
      </div>
    </Stack>
  );
}
