import { Progress, Stack, Text } from '@mantine/core';

/** Shown while a CSV export runs (U3): what is exported, with a moving bar, announced to screen readers. */
export function ExportProgress({ exporting, what }: { exporting: boolean; what: string }) {
  if (!exporting) return null;
  return (
    <Stack gap={4} role="status" aria-live="polite">
      <Text size="sm">Exporting {what}…</Text>
      <Progress value={100} striped animated aria-label="Export in progress" />
    </Stack>
  );
}
