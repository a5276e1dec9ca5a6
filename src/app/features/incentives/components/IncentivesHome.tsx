import { Button, Card, Group, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { Activity, GamificationDashboard, Selection } from '@shared/contracts/gamification';
import type { ReactNode } from 'react';
import { StatTile } from '../../../components/StatTile';
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
  return (
    <Card withBorder radius="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {title}
      </Text>
      {selection ? (
        <>
          <Text fw={700} mt={4}>
            {selection.incentiveOption.title}
          </Text>
          <Text size="sm" c="dimmed">
            {selection.incentiveOption.stages.pointsNeeded} points needed
          </Text>
        </>
      ) : (
        <Text mt={4} c="dimmed">
          Nothing selected yet
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
  const percent = Math.min(100, Math.round((points / Math.max(1, target)) * 100));
  return (
    <>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={3} size="h4">
          {title}
        </Title>
        <Text size="sm">
          {points} / {target} points
        </Text>
      </Group>
      {children}
      <Progress value={percent} mt="sm" aria-label={label} />
    </>
  );
}

/** This season's points toward the long-term choice (or the default target of 1,000 points while none is chosen). */
function SeasonCard({ dashboard: d }: { dashboard: GamificationDashboard }) {
  const toGo = Math.max(0, d.longTermTarget - d.seasonPoints);
  const goal = d.longTermSelection?.incentiveOption.title;
  return (
    <Card withBorder radius="md">
      <PointsProgress title="Seasonal incentive" points={d.seasonPoints} target={d.longTermTarget} label="Seasonal points progress">
        <Text size="sm" c="dimmed">
          {d.season.label}
          {goal ? ` · toward ${goal}` : ''}
        </Text>
      </PointsProgress>
      <Text size="sm" mt="xs" c={toGo === 0 ? 'green' : 'dimmed'}>
        {toGo === 0 ? 'Seasonal target reached.' : `${toGo} points to go this season.`}
        {!goal && ' Choose a seasonal incentive to aim for its reward.'}
      </Text>
    </Card>
  );
}

/** Home of /incentives: points, tiers, the weekly claim, seasonal progress, selections and 3 recent activities. */
export function IncentivesHome({ dashboard: d, recent, claiming, checkingIn, onClaim, onCheckIn, onView }: Props) {
  const toNext = d.nextTier ? d.nextTier.min - d.totalPoints : 0;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        <StatTile label="Total points" value={d.totalPoints} />
        <StatTile label="This week" value={d.weeklyPoints} hint={`Week ${d.weekId.slice(-2)}`} />
        <StatTile label="Current tier" value={d.currentTier.name} hint={d.currentTier.reward} />
        <StatTile label="Next tier" value={d.nextTier?.name ?? 'Top tier reached'} hint={d.nextTier ? `${toNext} points to go` : undefined} />
      </SimpleGrid>

      <Card withBorder radius="md">
        <PointsProgress title="Weekly incentive" points={d.weeklyPoints} target={d.weeklyTarget} label="Weekly points progress" />
        <Group mt="md" wrap="wrap" gap="sm">
          <Button onClick={onClaim} loading={claiming} disabled={!d.shortTermSelection || d.claimedThisWeek}>
            Claim Weekly Incentive
          </Button>
          {onCheckIn && (
            <Button variant="default" onClick={onCheckIn} loading={checkingIn}>
              Check in today
            </Button>
          )}
        </Group>
        {d.claimedThisWeek && (
          <Text size="sm" c="green" mt="xs">
            Claimed for this week.
          </Text>
        )}
        {!d.shortTermSelection && (
          <Text size="sm" c="dimmed" mt="xs">
            Select a short-term incentive to claim your weekly reward.
          </Text>
        )}
      </Card>

      <SeasonCard dashboard={d} />

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectionCard title="Short-term (weekly)" selection={d.shortTermSelection} action="Choose weekly incentive" onAction={() => onView('select-short-term')} />
        <SelectionCard
          title="Long-term (season)"
          selection={d.longTermSelection}
          action={d.longTermSelection ? 'View seasonal incentives' : 'Choose seasonal incentive'}
          onAction={() => onView('select-long-term')}
        />
      </SimpleGrid>

      <Card withBorder radius="md">
        <Group justify="space-between" wrap="wrap" gap="xs" mb="sm">
          <Title order={3} size="h4">
            Recent activities
          </Title>
          <Group gap="xs">
            <Button variant="subtle" size="compact-sm" onClick={() => onView('ladder')}>
              Progress ladder
            </Button>
            <Button variant="subtle" size="compact-sm" onClick={() => onView('activities')}>
              View all
            </Button>
          </Group>
        </Group>
        <ActivityList activities={recent.slice(0, RECENT_SHOWN)} />
      </Card>
    </Stack>
  );
}
