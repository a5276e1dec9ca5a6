import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../context';
import { registerUserRoutes } from './users/users.routes';
import { registerAgentRoutes } from './agents/agents.routes';
import { registerReportRoutes } from './reports/reports.routes';
import { registerAccountsRoutes } from './accounts/accounts.routes';
import { registerFarmerRoutes } from './farmers/farmers.routes';
import { registerHealthRoutes } from './health/health.routes';
import { registerSyncRoutes } from './sync/sync.routes';
import { registerTrainingRoutes } from './training/training.routes';
import { registerFilesRoutes } from './files/files.routes';
import { registerQuestionnaireRoutes } from './questionnaire/questionnaire.routes';
import { registerTrainingReportRoutes } from './training-report/training-report.routes';
import { registerSalesRoutes } from './sales/sales.routes';
import { registerLoanRoutes } from './loans/loans.routes';
import { registerTargetRoutes } from './targets/targets.routes';
import { registerDashboardRoutes } from './dashboard/dashboard.routes';
import { registerGamificationRoutes } from './gamification/gamification.routes';
import { registerAuditRoutes } from './audit/audit.routes';

/** Every API module, one line each. */
export async function registerModules(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerHealthRoutes(app, deps);
  registerUserRoutes(app, deps);
  registerAgentRoutes(app, deps);
  registerReportRoutes(app, deps);
  registerSyncRoutes(app, deps);
  registerTrainingRoutes(app, deps);
  registerFilesRoutes(app, deps);
  registerAccountsRoutes(app, deps);
  registerFarmerRoutes(app, deps);
  registerQuestionnaireRoutes(app, deps);
  registerTrainingReportRoutes(app, deps);
  registerSalesRoutes(app, deps);
  registerLoanRoutes(app, deps);
  registerTargetRoutes(app, deps);
  registerDashboardRoutes(app, deps);
  registerGamificationRoutes(app, deps);
  registerAuditRoutes(app, deps);
}
