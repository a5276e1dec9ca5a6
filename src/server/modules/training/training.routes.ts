import type { FastifyInstance } from 'fastify';
import {
  adminAudioFiles,
  adminListModules,
  adminModuleStats,
  createModule,
  deleteModule,
  getTrainingModule,
  listTraining,
  startTraining,
  toggleModule,
  trainingStats,
  updateAudioProgress,
  updateModule,
} from '@shared/contracts/training';
import type { AppDeps } from '@server/context';
import { registerEndpoint } from '@server/plugins/endpoint';
import * as admin from './training-admin.service';
import { listForUser, moduleForUser, saveProgress, startForUser, statsForUser } from './training.service';

export function registerTrainingRoutes(app: FastifyInstance, deps: AppDeps): void {
  registerEndpoint(app, deps, listTraining, ({ user }) => listForUser(deps, user));
  registerEndpoint(app, deps, trainingStats, ({ user }) => statsForUser(deps, user));
  registerEndpoint(app, deps, getTrainingModule, ({ user, params }) => moduleForUser(deps, user, params.id));
  registerEndpoint(app, deps, startTraining, ({ user, params, occurredAt }) => startForUser(deps, user, params.id, occurredAt));
  registerEndpoint(app, deps, updateAudioProgress, ({ user, params, body, idempotencyKey, occurredAt }) =>
    saveProgress(deps, user, params.id, body, idempotencyKey ? `${user.id}:${idempotencyKey}` : null, occurredAt),
  );

  registerEndpoint(app, deps, adminListModules, ({ query }) => admin.listModules(deps, query, query.page, query.limit));
  registerEndpoint(app, deps, adminModuleStats, () => admin.adminStats(deps));
  registerEndpoint(app, deps, adminAudioFiles, () => admin.availableAudio(deps));
  registerEndpoint(app, deps, createModule, ({ user, upload }) => admin.createModule(deps, user, upload));
  registerEndpoint(app, deps, updateModule, ({ user, params, upload }) => admin.updateModule(deps, user, params.id, upload));
  registerEndpoint(app, deps, deleteModule, ({ params }) => admin.deleteModule(deps, params.id));
  registerEndpoint(app, deps, toggleModule, ({ params }) => admin.toggleModule(deps, params.id));
}
