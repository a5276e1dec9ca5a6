import { Button, Center, Group, Loader, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { Activity, GamificationDashboard, IncentiveOption } from '@shared/contracts/gamification';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAgentRole } from '@shared/roles';
import { DataAge } from '@app/components/DataAge';
import { EmptyState } from '@app/components/EmptyState';
import { useContentText } from '@app/i18n/content-text';
import { useSession } from '@app/lib/use-session';
import { ALL_LOADED, RECENT_LOADED, activitiesQuery, dashboardQuery, optionsQuery, type Term, useCheckIn, useChooseOption, useClaimWeekly, useReloadIncentives } from '../api/incentives-api';
import { ActivityList } from './ActivityList';
import { IncentivesHome, type IncentivesView } from './IncentivesHome';
import { SelectOptionView } from './SelectOptionView';
import { TierLadder } from './TierLadder';

function PageLoader() {
  const { t } = useTranslation('incentives');
  return (
    <Center py="xl">
      <Loader aria-label={t('loader')} />
    </Center>
  );
}

/** The Agent Incentives Portal (/incentives) with its internal views. */
export function IncentivesPage() {
  const { t } = useTranslation('incentives');
  const [view, setView] = useState<IncentivesView>('home');
  const dashboard = useQuery(dashboardQuery());
  const options = useQuery(optionsQuery());
  const recent = useQuery(activitiesQuery(RECENT_LOADED));
  const all = useQuery({ ...activitiesQuery(ALL_LOADED), enabled: view === 'activities' });
  const reload = useReloadIncentives();
  let body;
  if (dashboard.data) {
    body = <PortalView view={view} dashboard={dashboard.data} options={options.data ?? []} recent={recent.data ?? []} all={all.data} onView={setView} />;
  }
  else if (dashboard.isPending) body = <PageLoader />;
  else body = <EmptyState title={t('loadFailed')} action={<Button onClick={() => void reload()}>{t('tryAgain')}</Button>} />;
  return (
    <Stack gap="md">
      <Title order={2}>{t('title')}</Title>
      <DataAge updatedAt={dashboard.dataUpdatedAt} />
      {body}
    </Stack>
  );
}

function BackButton({ onBack }: { onBack: () => void }) {
  const { t } = useTranslation('incentives');
  return (
    <Button variant="default" onClick={onBack}>
      {t('back')}
    </Button>
  );
}

interface PortalViewProps {
  view: IncentivesView;
  dashboard: GamificationDashboard;
  options: IncentiveOption[];
  recent: Activity[];
  /** The activities view's list, once loaded. */
  all: Activity[] | undefined;
  onView: (view: IncentivesView) => void;
}

/** The view the agent is on: home, choosing an option, all activities or the tier ladder. */
function PortalView({ view, dashboard, options, recent, all, onView }: PortalViewProps) {
  const { t } = useTranslation('incentives');
  const text = useContentText();
  const choose = useChooseOption();
  const claim = useClaimWeekly();
  const checkIn = useCheckIn();
  const session = useSession();
  const back = () => onView('home');
  const select = (term: Term) => (option: IncentiveOption) =>
    choose.mutateAsync({ term, optionId: option.id }).then(back, () => undefined);

  if (view === 'select-short-term' || view === 'select-long-term') {
    const term = view === 'select-short-term' ? 'short' : 'long';
    const current = term === 'short' ? dashboard.shortTermSelection : dashboard.longTermSelection;
    return <SelectOptionView term={term} options={options} current={current} onSelect={select(term)} onBack={back} />;
  }
  if (view === 'activities') {
    return (
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap">
          <Title order={3}>{t('activities.title')}</Title>
          <BackButton onBack={back} />
        </Group>
        {all ? <ActivityList activities={all} /> : <Loader aria-label={t('loader')} />}
      </Stack>
    );
  }
  if (view === 'ladder') {
    return (
      <Stack gap="md">
        <Group justify="flex-end">
          <BackButton onBack={back} />
        </Group>
        <TierLadder totalPoints={dashboard.totalPoints} />
      </Stack>
    );
  }
  return (
    <IncentivesHome
      dashboard={dashboard}
      recent={recent}
      claiming={claim.isPending}
      checkingIn={checkIn.isPending}
      onClaim={() => claim.mutate(dashboard.shortTermSelection ? text(dashboard.shortTermSelection.incentiveOption.title, dashboard.shortTermSelection.incentiveOption.titleSw) : '')}
      onCheckIn={session && isAgentRole(session.role) ? () => checkIn.mutate() : undefined}
      onView={onView}
    />
  );
}
