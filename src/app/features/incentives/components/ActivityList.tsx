import { Badge, Group, Stack, Text } from '@mantine/core';
import type { Activity } from '@shared/contracts/gamification';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@app/i18n/format';
import { activityLine } from '@app/lib/activity-line';

/** Point events, newest first. */
export function ActivityList({ activities }: { activities: Activity[] }) {
  const { t } = useTranslation(['incentives', 'enums']);
  if (activities.length === 0) return <Text c="dimmed">{t('noActivities')}</Text>;
  return (
    <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {activities.map((a) => (
        <Group component="li" key={a.id} justify="space-between" wrap="nowrap" gap="sm">
          <div style={{ minWidth: 0 }}>
            <Text size="sm" fw={500} truncate>
              {activityLine(a)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('activityLine', { type: t(`enums:activity.${a.activityType}`), date: formatDate(a.date) })}
            </Text>
          </div>
          <Badge variant="light" color="green">
            {t('pts', { count: a.points })}
          </Badge>
        </Group>
      ))}
    </Stack>
  );
}
