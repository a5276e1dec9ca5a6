import { createFileRoute } from '@tanstack/react-router';
import { RECENT_LOADED, activitiesQuery, dashboardQuery, optionsQuery } from '@app/features/incentives/api/incentives-api';
import { IncentivesPage } from '@app/features/incentives/components/IncentivesPage';
import { guardRoute } from '@app/lib/guards';
import { startRead } from '@app/lib/route-reads';

export const Route = createFileRoute('/_app/incentives')({
  beforeLoad: guardRoute,
  loader: ({ context: { queryClient } }) => {
    startRead(queryClient, dashboardQuery());
    startRead(queryClient, optionsQuery());
    startRead(queryClient, activitiesQuery(RECENT_LOADED));
  },
  component: IncentivesPage,
});
