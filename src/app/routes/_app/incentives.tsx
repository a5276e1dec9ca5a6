import { createFileRoute } from '@tanstack/react-router';
import { IncentivesPage } from '../../features/incentives/components/IncentivesPage';
import { guardRoute } from '../../lib/guards';

export const Route = createFileRoute('/_app/incentives')({ beforeLoad: guardRoute, component: IncentivesPage });
