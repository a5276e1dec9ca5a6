import { createFileRoute } from '@tanstack/react-router';
import { PerformanceReportPage } from '../../../features/performance-report/components/PerformanceReportPage';
import { performanceReportSearch } from '../../../features/performance-report/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/gamification')({ beforeLoad: guardRoute, ...listSearch(performanceReportSearch), component: PerformanceReportRoute });

function PerformanceReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <PerformanceReportPage search={search} onSearchChange={setSearch} />;
}
