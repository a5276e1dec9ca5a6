import type { EndpointDef } from './contracts/endpoint';
import * as health from './contracts/health';

/**
 * Every endpoint of the API. The access matrix (S1) and the bad-input suite (S2) walk this list, so an
 * endpoint that is not here fails the suite: add each new contract module below.
 */
export const ENDPOINTS: EndpointDef[] = [...Object.values(health)].filter(isEndpoint);

function isEndpoint(value: unknown): value is EndpointDef {
  return typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'access' in value;
}
