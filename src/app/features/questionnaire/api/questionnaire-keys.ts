/** Query keys of the questionnaire feature: everything of one company refreshes under ['questionnaire', companyId]. */
export const questionnaireKeys = {
  company: (companyId: string) => ['questionnaire', companyId] as const,
  questions: (companyId: string) => ['questionnaire', companyId, 'questions'] as const,
  questionsWithKey: (companyId: string) => ['questionnaire', companyId, 'questions-with-key'] as const,
  answers: (companyId: string, userId: string) => ['questionnaire', companyId, 'answers', userId] as const,
  score: (companyId: string, userId: string) => ['questionnaire', companyId, 'score', userId] as const,
  stats: (companyId: string) => ['questionnaire', companyId, 'stats'] as const,
};
