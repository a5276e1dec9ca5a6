import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createQuestion, deleteQuestion, type QuestionBody, updateQuestion } from '@shared/contracts/questionnaire';
import { optionLetter } from '@shared/scoring';
import { i18n } from '@app/i18n/i18n';
import { apiCall } from '@app/lib/api-client';
import { notifySuccess, serverMessageOr } from '@app/lib/notify';
import { mutationErrorToast } from '@app/lib/query-meta';
import { questionnaireKeys } from './questionnaire-keys';

/** Only options with text are sent, lettered from A in their order. */
export function cleanQuestion(values: QuestionBody): QuestionBody {
  const options = values.options.filter((o) => o.optionText.trim() !== '').map((o, i) => ({ ...o, optionText: o.optionText.trim(), optionValue: optionLetter(i) }));
  return { ...values, options };
}

interface QuestionSave {
  /** Absent: a new question. */
  id?: string;
  body: QuestionBody;
}

/** Question management is an admin task done online: the calls go straight to the server. */
export function useQuestionMutations(companyId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionnaireKeys.company(companyId) });
  const save = useMutation({
    mutationFn: ({ id, body }: QuestionSave) =>
      id ? apiCall(updateQuestion, { params: { companyId, questionId: id }, body: cleanQuestion(body) }) : apiCall(createQuestion, { params: { companyId }, body: cleanQuestion(body) }),
    meta: { errorToast: mutationErrorToast((error, { id }: QuestionSave) => serverMessageOr(error, i18n.t(id ? 'questionnaire:manage.updateFailed' : 'questionnaire:manage.createFailed'))) },
    onSuccess: (_answer, { id }) => notifySuccess(i18n.t(id ? 'questionnaire:manage.updated' : 'questionnaire:manage.created')),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => apiCall(deleteQuestion, { params: { companyId, questionId: id } }),
    meta: { errorToast: () => i18n.t('questionnaire:manage.deleteFailed') },
    onSuccess: () => notifySuccess(i18n.t('questionnaire:manage.deleted')),
    onSettled: refresh,
  });
  return { save, remove };
}
