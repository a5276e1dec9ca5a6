import type { EndpointDef } from './contracts/endpoint';
import * as health from './contracts/health';
import * as auth from './contracts/auth';
import * as farmers from './contracts/farmers';
import * as questionnaire from './contracts/questionnaire';
import * as trainingReport from './contracts/training-report';
import * as training from './contracts/training';
import * as files from './contracts/files';
import * as sync from './contracts/sync';

/**
 * Every endpoint of the API. The access matrix (S1) and the bad-input suite (S2) walk this list, so an
 * endpoint that is not here fails the suite: add each new contract module below.
 */
export const ENDPOINTS: EndpointDef[] = ([...Object.values(health), ...Object.values(auth), ...Object.values(questionnaire), ...Object.values(trainingReport), ...Object.values(training), ...Object.values(files), ...Object.values(farmers), ...Object.values(sync)] as unknown[]).filter(isEndpoint);

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}
