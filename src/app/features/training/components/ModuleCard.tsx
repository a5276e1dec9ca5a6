import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import type { ModuleSummary } from '@shared/contracts/training';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { formatPercent } from '@app/i18n/format';
import { ModuleHeading } from './ModuleHeading';

const STATUS = {
  completed: { color: 'green', action: 'card.review' },
  in_progress: { color: 'blue', action: 'card.continue' },
  not_started: { color: 'gray', action: 'card.start' },
} as const;

/** One module on /training; memoised so a poll that brings the same data re-renders nothing. */
export const ModuleCard = memo(function ModuleCard({ module, onOpen, busy }: { module: ModuleSummary; onOpen: (m: ModuleSummary) => void; busy: boolean }) {
  const { t } = useTranslation(['training', 'enums']);
  const text = useContentText();
  const status = STATUS[module.status];
  const title = text(module.title, module.titleSw);
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs" h="100%">
        <ModuleHeading
          title={title}
          description={text(module.description, module.descriptionSw)}
          badge={
            <Badge color={status.color} variant="light">
              {t(`enums:moduleStatus.${module.status}`)}
            </Badge>
          }
        />
        <Group justify="space-between">
          <Text size="sm">{t('card.audioFiles', { count: module.totalAudioFiles })}</Text>
          <Text size="sm">{t('card.completed', { count: module.completedAudioFiles })}</Text>
        </Group>
        <Progress value={module.progressPercentage} color={status.color} aria-label={t('card.progress', { title })} />
        <Text size="xs" c="dimmed">
          {t('card.percentComplete', { percent: formatPercent(module.progressPercentage) })}
        </Text>
        <Button mt="auto" onClick={() => onOpen(module)} loading={busy}>
          {t(status.action)}
        </Button>
      </Stack>
    </Card>
  );
});
