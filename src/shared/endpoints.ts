import type { EndpointDef } from './contracts/endpoint';
import * as health from './contracts/health';
import * as auth from './contracts/auth';
import * as sessions from './contracts/sessions';
import * as farmers from './contracts/farmers';
import * as farmerImport from './contracts/farmer-import';
import * as farmerChanges from './contracts/farmer-changes';
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
import * as audit from './contracts/audit';

const CONTRACT_MODULES: Record<string, Record<string, unknown>> = { health, auth, sessions, questionnaire, trainingReport, training, files, farmers, farmerImport, farmerChanges, sync, users, agents, reports, sales, loans, targets, dashboard, gamification, gamificationAdmin, audit };

const named = Object.entries(CONTRACT_MODULES).flatMap(([area, module]) =>
  Object.entries(module).flatMap(([name, value]) => (isEndpoint(value) ? [[value, `${area}_${name}`] as const] : [])),
);

/**
 * Every endpoint of the API. The access matrix (S1) and the bad-input suite (S2) walk this list, so an
 * endpoint that is not here fails the suite: add each new contract module to CONTRACT_MODULES.
 */
export const ENDPOINTS: EndpointDef[] = named.map(([ep]) => ep);

/** Each endpoint's operationId in the OpenAPI document: its contract module and export name (`farmers_listFarmers`). */
export const OPERATION_IDS: ReadonlyMap<EndpointDef, string> = new Map(named);

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value;
}
