import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Activity, GamificationDashboard, Selection } from '@shared/contracts/gamification';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useContentText } from '@app/i18n/content-text';
import { formatNumber, formatSeason } from '@app/i18n/format';
import { StatTile } from '@app/components/StatTile';
import { ActivityList } from './ActivityList';

export type IncentivesView = 'home' | 'select-short-term' | 'select-long-term' | 'activities' | 'ladder';

interface Props {
  dashboard: GamificationDashboard;
  recent: Activity[];
  claiming: boolean;
  checkingIn: boolean;
  onClaim: () => void;
  /** Agents only: points are not self-awarded by admins (no button without it). */
  onCheckIn?: () => void;
  onView: (view: IncentivesView) => void;
}

const RECENT_SHOWN = 3;

function SelectionCard({ title, selection, action, onAction }: { title: string; selection: Selection | null; action: string; onAction: () => void }) {
  const { t } = useTranslation('incentives');
  const text = useContentText();
  return (
    <Card withBorder radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      {selection ? (
        <>
          <Text fw={700} mt={4}>
            {text(selection.incentiveOption.title, selection.incentiveOption.titleSw)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('home.pointsNeeded', { count: selection.incentiveOption.stages.pointsNeeded })}
          </Text>
        </>
      ) : (
        <Text mt={4} c="dimmed">
          {t('home.nothingSelected')}
        </Text>
      )}
      <Button mt="sm" variant="light" onClick={onAction}>
        {action}
      </Button>
    </Card>
  );
}

/** A card's heading with 'points / target points' beside it and the progress bar under it. */
function PointsProgress({ title, points, target, label, children }: { title: string; points: number; target: number; label: string; children?: ReactNode }) {
  const { t } = useTranslation('incentives');
  const percent = Math.min(100, Math.round((points / Math.max(1, target)) * 100));
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm">
          {t('home.pointsOf', { points, target })}
        </Text>
      </Group>
      {children}
      <Progress value={percent} mt="sm" aria-label={label} />
    </>
  );
}

/** This season's points toward the long-term choice (or the default target of 1,000 points while none is chosen). */
function SeasonCard({ dashboard: d }: { dashboard: GamificationDashboard }) {
  const { t } = useTranslation('incentives');
  const text = useContentText();
  const toGo = Math.max(0, d.longTermTarget - d.seasonPoints);
  const goal = d.longTermSelection ? text(d.longTermSelection.incentiveOption.title, d.longTermSelection.incentiveOption.titleSw) : undefined;
  return (
    <Card withBorder radius="md">
      <PointsProgress title={t('home.seasonal')} points={d.seasonPoints} target={d.longTermTarget} label={t('home.seasonalProgress')}>
        <Text size="sm" c="dimmed">
          {goal ? t('home.toward', { season: formatSeason(d.season.id), goal }) : formatSeason(d.season.id)}
        </Text>
      </PointsProgress>
      <Text size="sm" mt="xs" c={toGo === 0 ? 'green' : 'dimmed'}>
        {toGo === 0 ? t('home.reached') : t('home.seasonToGo', { count: toGo })}
        {!goal && ` ${t('home.chooseHint')}`}
      </Text>
    </Card>
  );
}

/** Home of /incentives: points, tiers, the weekly claim, seasonal progress, selections and 3 recent activities. */
export function IncentivesHome({ dashboard: d, recent, claiming, checkingIn, onClaim, onCheckIn, onView }: Props) {
  const { t } = useTranslation(['incentives', 'enums']);
  const toNext = d.nextTier ? d.nextTier.min - d.totalPoints : 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label={t('home.totalPoints')} value={formatNumber(d.totalPoints)} />
        <StatTile label={t('home.thisWeek')} value={formatNumber(d.weeklyPoints)} hint={t('home.week', { week: d.weekId.slice(-2) })} />
        <StatTile label={t('home.currentTier')} value={t(`enums:tier.${d.currentTier.name}`)} hint={t(`enums:tierReward.${d.currentTier.name}`)} />
        <StatTile
          label={t('home.nextTier')}
          value={d.nextTier ? t(`enums:tier.${d.nextTier.name}`) : t('home.topTier')}
          hint={d.nextTier ? t('home.toGo', { count: toNext }) : undefined}
        />
      </SimpleGrid>

      <Card withBorder radius="md">
        <PointsProgress title={t('home.weekly')} points={d.weeklyPoints} target={d.weeklyTarget} label={t('home.weeklyProgress')} />
        <Group mt="md" wrap="wrap" gap="sm">
          <Button onClick={onClaim} loading={claiming} disabled={!d.shortTermSelection || d.claimedThisWeek}>
            {t('home.claim')}
          </Button>
          {onCheckIn && (
            <Button variant="default" onClick={onCheckIn} loading={checkingIn}>
              {t('home.checkIn')}
            </Button>
          )}
        </Group>
        {d.claimedThisWeek && (
          <Text size="sm" c="green" mt="xs">
            {t('home.claimed')}
          </Text>
        )}
        {!d.shortTermSelection && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('home.selectShort')}
          </Text>
        )}
      </Card>

      <SeasonCard dashboard={d} />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectionCard title={t('home.shortTerm')} selection={d.shortTermSelection} action={t('home.chooseWeekly')} onAction={() => onView('select-short-term')} />
        <SelectionCard
          title={t('home.longTerm')}
          selection={d.longTermSelection}
          action={d.longTermSelection ? t('home.viewSeasonal') : t('home.chooseSeasonal')}
          onAction={() => onView('select-long-term')}
        />
      </SimpleGrid>

      <Card withBorder radius="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Title order={3} size="h4">
            {t('home.recent')}
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => onView('ladder')}>
              {t('home.ladder')}
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => onView('activities')}>
              {t('home.viewAll')}
            </Button>
          </Group>
        </Group>
        <ActivityList activities={recent.slice(0, RECENT_SHOWN)} />
      </Card>
    </Stack>
  );
}
