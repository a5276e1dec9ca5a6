import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { registerAccountsRoutes } from './accounts/accounts.routes';
import { registerFarmerRoutes } from './farmers/farmers.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerSyncRoutes } from './sync/sync.routes';
import { registerTrainingRoutes } from './training/training.routes';
import { registerFilesRoutes } from './files/files.routes';
import { registerQuestionnaireRoutes } from './questionnaire/questionnaire.routes';
import { registerTrainingReportRoutes } from './training-report/training-report.routes';

/** Every API module, one line each. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerHealthRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerTrainingRoutes(app, deps);
  registerFilesRoutes(app, deps);
  registerAccountsRoutes(app, deps);
  registerFarmerRoutes(app, deps);
  registerQuestionnaireRoutes(app, deps);
  registerTrainingReportRoutes(app, deps);
}
