import { createFileRoute } from '@tanstack/react-router';
import { AssessmentsReportPage } from '../../../features/assessment-report/components/AssessmentsReportPage';
import { assessmentReportSearch } from '../../../features/assessment-report/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/reports/posttrainingreport')({ beforeLoad: guardRoute, ...listSearch(assessmentReportSearch), component: AssessmentsReportRoute });

function AssessmentsReportRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <AssessmentsReportPage search={search} onSearchChange={setSearch} />;
}
