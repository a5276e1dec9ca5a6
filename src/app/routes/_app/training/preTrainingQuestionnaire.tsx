import { createFileRoute } from '@tanstack/react-router';
import { QuestionnairePage } from '../../../features/questionnaire/components/QuestionnairePage';
import { guard } from '../../../lib/guards';

export const Route = createFileRoute('/_app/training/preTrainingQuestionnaire')({
  beforeLoad: guard('/training/preTrainingQuestionnaire'),
  component: QuestionnairePage,
});
