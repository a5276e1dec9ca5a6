import type { FastifyInstance } from 'fastify';
import {
  createQuestion,
  deleteQuestion,
  getQuestionnaireStats,
  getScore,
  listAnswers,
  listQuestions,
  listQuestionsWithKey,
  submitAnswers,
  updateQuestion,
} from '@shared/contracts/questionnaire';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as service from './questionnaire.service';

export function registerQuestionnaireRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listQuestions, async ({ user, params, query }) => ({
    data: await service.listQuestions(deps, user, params.companyId, query),
  }));
  registerEndpoint(app, deps, listQuestionsWithKey, async ({ user, params, query }) => ({
    data: await service.listQuestions(deps, user, params.companyId, query),
  }));
  registerEndpoint(app, deps, createQuestion, async ({ user, params, body }) => ({
    message: 'Question created successfully!',
    data: await service.createQuestion(deps, user, params.companyId, body),
  }));
  registerEndpoint(app, deps, updateQuestion, async ({ user, params, body }) => ({
    message: 'Question updated successfully!',
    data: await service.updateQuestion(deps, user, params.companyId, params.questionId, body),
  }));
  registerEndpoint(app, deps, deleteQuestion, async ({ user, params }) => {
    await service.deleteQuestion(deps, user, params.companyId, params.questionId);
    return { message: 'Question deleted successfully' };
  });
  registerEndpoint(app, deps, submitAnswers, async ({ user, params, body, idempotencyKey, occurredAt }) => ({
    message: 'Questionnaire submitted successfully!',
    data: { score: await service.submitAnswers(deps, user, params.companyId, params.userId, body, idempotencyKey, occurredAt) },
  }));
  registerEndpoint(app, deps, listAnswers, async ({ user, params, query }) => ({
    data: await service.listAnswers(deps, user, params.companyId, params.userId, query),
  }));
  registerEndpoint(app, deps, getScore, async ({ user, params }) => ({
    data: { score: await service.getScore(deps, user, params.companyId, params.userId) },
  }));
  registerEndpoint(app, deps, getQuestionnaireStats, async ({ user, params }) => ({
    data: await service.getStats(deps, user, params.companyId),
  }));
}
