import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../../../features/questionnaire/components/QuestionnairePage';
import { questionnaireSearch } from '../../../features/questionnaire/search';
import { listSearch } from '../../../lib/list-search';
import { useSearchState } from '../../../lib/route-search';
import { guardRoute } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/preTrainingQuestionnaire')({ beforeLoad: guardRoute, ...listSearch(questionnaireSearch), component: QuestionnaireRoute });

function QuestionnaireRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <QuestionnairePage search={search} onSearchChange={setSearch} />;
}
