import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { IncentiveOption } from '@shared/contracts/gamification';
import { useEffect, useState } from 'react';
import { EmptyState } from '../../../components/EmptyState';
import { errorMessage, notifyFailure, notifySuccess, serverMessageOr } from '../../../lib/notify';
import { activitiesQuery, checkIn, chooseOption, claimWeeklyReward, dashboardQuery, incentiveKeys, optionsQuery } from '../api/incentives-api';
import { ActivityList } from './ActivityList';
import { IncentivesHome, type IncentivesView } from './IncentivesHome';
import { SelectOptionView } from './SelectOptionView';
import { TierLadder } from './TierLadder';

/** Home loads 5 activities and shows 3 (spec part 2 §2.12); the activities view loads 20. */
const RECENT_LOADED = 5;
const ALL_LOADED = 20;

/** The Agent Incentives Portal (/incentives) with its internal views. */
export function IncentivesPage() {
  const client = useQueryClient();
  const [view, setView] = useState<IncentivesView>('home');
  const [claiming, setClaiming] = useState(false);
  const [checkingIn, setCheckingIn] = useState(false);
  const dashboard = useQuery(dashboardQuery());
  const options = useQuery(optionsQuery());
  const recent = useQuery(activitiesQuery(RECENT_LOADED));
  const all = useQuery({ ...activitiesQuery(ALL_LOADED), enabled: view === 'activities' });
  const failure = dashboard.error ?? options.error ?? recent.error;

  useEffect(() => {
    if (failure) notifyFailure(`Failed to load gamification data: ${errorMessage(failure)}`);
  }, [failure]);

  const reload = () => client.invalidateQueries({ queryKey: incentiveKeys.all });

  const select = (term: 'short' | 'long') => async (option: IncentiveOption) => {
    try {
      const answer = await chooseOption(term, option.id);
      notifySuccess(answer.message);
      setView('home');
      await reload();
    } catch (error) {
      notifyFailure(serverMessageOr(error, term === 'short' ? 'Failed to select short-term incentive' : 'Failed to select long-term incentive'));
    }
  };

  const claim = async () => {
    setClaiming(true);
    try {
      notifySuccess((await claimWeeklyReward()).message);
      await reload();
    } catch (error) {
      notifyFailure(serverMessageOr(error, 'Failed to claim weekly reward'));
    } finally {
      setClaiming(false);
    }
  };

  const checkInToday = async () => {
    setCheckingIn(true);
    try {
      notifySuccess((await checkIn()).message);
      await reload();
    } catch (error) {
      notifyFailure(serverMessageOr(error, 'Failed to record activity'));
    } finally {
      setCheckingIn(false);
    }
  };

  const back = () => setView('home');
  let body;
  if (!dashboard.data) {
    body = dashboard.isPending ? (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    ) : (
      <EmptyState title="Failed to load gamification data" action={<Button onClick={() => void reload()}>Try Again</Button>} />
    );
  } else if (view === 'select-short-term' || view === 'select-long-term') {
    const term = view === 'select-short-term' ? 'short' : 'long';
    body = (
      <SelectOptionView
        term={term}
        options={options.data ?? []}
        current={term === 'short' ? dashboard.data.shortTermSelection : dashboard.data.longTermSelection}
        onSelect={select(term)}
        onBack={back}
      />
    );
  } else if (view === 'activities') {
    body = (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>Activities</Title>
          <Button variant="default" onClick={back}>
            Back
          </Button>
        </Group>
        {all.data ? <ActivityList activities={all.data} /> : <Loader aria-label="Loading" />}
      </Stack>
    );
  } else if (view === 'ladder') {
    body = (
      <Stack gap="md">
        <Group justify="flex-end">
          <Button variant="default" onClick={back}>
            Back
          </Button>
        </Group>
        <TierLadder totalPoints={dashboard.data.totalPoints} />
      </Stack>
    );
  } else {
    body = (
      <IncentivesHome
        dashboard={dashboard.data}
        recent={recent.data ?? []}
        claiming={claiming}
        checkingIn={checkingIn}
        onClaim={() => void claim()}
        onCheckIn={() => void checkInToday()}
        onView={setView}
      />
    );
  }
  return (
    <Stack gap="md">
      <Title order={2}>Agent Incentives Portal</Title>
      {body}
    </Stack>
  );
}
