import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '@app/features/questionnaire/components/QuestionnairePage';
import { questionnaireSearch } from '@app/features/questionnaire/search';
import { listSearch } from '@app/lib/list-search';
import { useSearchState } from '@app/lib/route-search';
import { guardRoute } from '@app/lib/guards';

export const Route = createFileRoute('/_app/training/preTrainingQuestionnaire')({ beforeLoad: guardRoute, ...listSearch(questionnaireSearch), component: QuestionnaireRoute });

function QuestionnaireRoute() {
  const [search, setSearch] = useSearchState(Route.useSearch());
  return <QuestionnairePage search={search} onSearchChange={setSearch} />;
}
