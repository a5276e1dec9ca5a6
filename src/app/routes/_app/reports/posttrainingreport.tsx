import { createFileRoute } from '@tanstack/react-router';
import { AssessmentsReportPage } from '@app/features/assessment-report/components/AssessmentsReportPage';
import { assessmentReportSearch } from '@app/features/assessment-report/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/reports/posttrainingreport')({ beforeLoad: guardRoute, ...listSearch(assessmentReportSearch), component: AssessmentsReportRoute });

function AssessmentsReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AssessmentsReportPage search={search} onSearchChange={setSearch} />;
}
