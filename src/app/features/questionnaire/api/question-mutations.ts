import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createQuestion, deleteQuestion, type QuestionBody, updateQuestion } from '@shared/contracts/questionnaire';
import { optionLetter } from '@shared/scoring';
import { apiCall } from '../../../lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

/** Only options with text are sent, lettered from A in their order. */
export function cleanQuestion(values: QuestionBody): QuestionBody {
  const options = values.options.filter((o) => o.optionText.trim() !== '').map((o, i) => ({ ...o, optionText: o.optionText.trim(), optionValue: optionLetter(i) }));
  return { ...values, options };
}

/** Question management is an admin task done online: the calls go straight to the server. */
export function useQuestionMutations(companyId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionnaireKeys.company(companyId) });
  const save = useMutation({
    meta: { silent: true },
    mutationFn: ({ id, body }: { id?: string; body: QuestionBody }) =>
      id ? apiCall(updateQuestion, { params: { companyId, questionId: id }, body: cleanQuestion(body) }) : apiCall(createQuestion, { params: { companyId }, body: cleanQuestion(body) }),
    onSettled: refresh,
  });
  const remove = useMutation({
    meta: { silent: true },
    mutationFn: (id: string) => apiCall(deleteQuestion, { params: { companyId, questionId: id } }),
    onSettled: refresh,
  });
  return { save, remove };
}
