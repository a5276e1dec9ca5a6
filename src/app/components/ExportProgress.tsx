import { Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a CSV export runs (U3): what is exported, with a moving bar, announced to screen readers. */
export function ExportProgress({ exporting, what }: { exporting: boolean; what: string }) {
  const { t } = useTranslation();
  if (!exporting) return null;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">{t('export.running', { what })}</Text>
      <Progress value={100} striped animated aria-label={t('export.progress')} />
    </Stack>
  );
}
