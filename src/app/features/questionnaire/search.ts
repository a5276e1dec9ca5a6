import { TRAITS } from '@shared/scoring';
import { z } from 'zod/mini';
import { choiceParam, textParam } from '@app/lib/list-search';

export const QUESTIONNAIRE_TABS = ['start', 'assessment', 'results', 'questions', 'analytics'] as const;
export type QuestionnaireTab = (typeof QUESTIONNAIRE_TABS)[number];

/**
 * The questionnaire screen in the URL: the tab, the company the platform admin looks at, and the question list's
 * search and trait filter (/training/preTrainingQuestionnaire?tab=questions&trait=KNOWLEDGE).
 */
export const questionnaireSearch = z.object({
  tab: choiceParam(QUESTIONNAIRE_TABS, 'start'),
  companyId: textParam,
  search: textParam,
  trait: choiceParam(['ALL', ...TRAITS], 'ALL'),
});
export type QuestionnaireSearch = z.output<typeof questionnaireSearch>;
