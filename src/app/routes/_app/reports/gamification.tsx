import { createFileRoute } from '@tanstack/react-router';
import { PerformanceReportPage } from '@app/features/performance-report/components/PerformanceReportPage';
import { performanceReportSearch } from '@app/features/performance-report/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/reports/gamification')({ beforeLoad: guardRoute, ...listSearch(performanceReportSearch), component: PerformanceReportRoute });

function PerformanceReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <PerformanceReportPage search={search} onSearchChange={setSearch} />;
}
