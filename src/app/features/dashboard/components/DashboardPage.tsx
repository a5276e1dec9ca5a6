import { Alert, Box, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconTarget } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Suspense, lazy, useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataAge } from '@app/components/DataAge';
import { useSession } from '@app/lib/use-session';
import { dashboardQuery } from '../api/dashboard-queries';
import { dashboardView } from '../lib/dashboard-view';
import { chartsSpace, figuresSpace } from '../lib/reserved-space';
import { DashboardCharts } from './DashboardCharts';
import { DashboardMetrics } from './DashboardMetrics';
import { WelcomeBanner } from './WelcomeBanner';

// The targets form (zod, number inputs, a table) is the company admin's only: agents never load it.
const TargetsModal = lazy(() => import('./TargetsModal').then((m) => ({ default: m.TargetsModal })));

/** The dashboard: the welcome banner, then the cards and weekly charts that mean something to the role (spec part 1 §2). */
export function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const session = useSession();
  const role = session?.role;
  const view = role ? dashboardView(role, session.user.companyKind) : null;
  const dashboard = useQuery(dashboardQuery());
  // The figures render at a transition's priority, in slices, once their answer has come: a query's answer
  // re-renders synchronously (React Query publishes through useSyncExternalStore), and the figures' first render
  // was one long task on a phone (P2, ADR 0036). Data already there at mount (offline, restored) shows at once.
  const data = useDeferredValue(dashboard.data?.data);
  const [editingTargets, setEditingTargets] = useState(false);

  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        {role === 'company_admin' && (
          <Button variant="light" leftSection={<IconTarget size={16} />} onClick={() => setEditingTargets(true)}>
            {t('targets')}
          </Button>
        )}
      </Group>
      <WelcomeBanner name={session?.user.name ?? ''} />
      <DataAge updatedAt={dashboard.dataUpdatedAt} />
      {!data && !dashboard.isError && (
        // The figures' and charts' space is kept while they load: nothing below them moves when they come.
        <Box mih={view ? figuresSpace(view) : undefined}>
          <Center py="xl" role="status">
            <Loader size="sm" mr="sm" aria-hidden />
            <Text>{t('loading')}</Text>
          </Center>
        </Box>
      )}
      {dashboard.isError && !data && (
        <Alert color="red" title={t('error')} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('loadFailed')}</Text>
            <Button size="xs" variant="default" onClick={() => void dashboard.refetch()}>
              {t('tryAgain')}
            </Button>
          </Stack>
        </Alert>
      )}
      {data && view && (
        <>
          <DashboardMetrics data={data} view={view} />
          {view.charts && (
            // The charts' space is kept until they are drawn, as the figures' was.
            <Box mih={chartsSpace}>
              <DashboardCharts charts={data.charts} currency={data.metrics.currency} adminView={view.adminView} />
            </Box>
          )}
        </>
      )}
      {role === 'company_admin' && (
        <Suspense fallback={null}>
          <TargetsModal opened={editingTargets} onClose={() => setEditingTargets(false)} />
        </Suspense>
      )}
    </Stack>
  );
}
