import type { EndpointDef } from './contracts/endpoint';
import * as health from './contracts/health';
import * as auth from './contracts/auth';
import * as sessions from './contracts/sessions';
import * as farmers from './contracts/farmers';
import * as questionnaire from './contracts/questionnaire';
import * as trainingReport from './contracts/training-report';
import * as training from './contracts/training';
import * as files from './contracts/files';
import * as sync from './contracts/sync';
import * as users from './contracts/users';
import * as agents from './contracts/agents';
import * as reports from './contracts/reports';
import * as sales from './contracts/sales';
import * as loans from './contracts/loans';
import * as targets from './contracts/targets';
import * as dashboard from './contracts/dashboard';
import * as gamification from './contracts/gamification';
import * as gamificationAdmin from './contracts/gamification-admin';

/**
 * Every endpoint of the API. The access matrix (S1) and the bad-input suite (S2) walk this list, so an
 * endpoint that is not here fails the suite: add each new contract module below.
 */
export const ENDPOINTS: EndpointDef[] = ([...Object.values(health), ...Object.values(auth), ...Object.values(sessions), ...Object.values(questionnaire), ...Object.values(trainingReport), ...Object.values(training), ...Object.values(files), ...Object.values(farmers), ...Object.values(sync), ...Object.values(users), ...Object.values(agents), ...Object.values(reports), ...Object.values(sales), ...Object.values(loans), ...Object.values(targets), ...Object.values(dashboard), ...Object.values(gamification), ...Object.values(gamificationAdmin)] as unknown[]).filter(isEndpoint);

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}
