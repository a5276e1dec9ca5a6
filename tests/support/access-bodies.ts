import { randomUUID } from 'node:crypto';
import type { EndpointDef } from '@shared/contracts/endpoint';

/**
 * Bodies that pass validation, for the endpoints where the S1 matrix must see past validation: those with an
 * id and `scope: 'company'`, whose cross-company answer (404) only shows once the body is valid. Every other
 * endpoint gets `{}`, and a 400 for it counts as "let through" (authorisation already passed).
 */
const VALID_BODIES: Record<string, () => unknown> = {
  'POST /companies/{companyId}/training/pre-training/users/{userId}/answers': () => ({
    answers: [{ questionId: randomUUID(), answerText: 'An answer' }],
  }),
  'POST /loans/{id}/repayments': () => ({ amount: 1 }),
  'PUT /agents/{id}': () => ({}),
  'PUT /farmers/{id}': () => ({}),
  'PUT /users/{id}': () => ({}),
};

export const endpointKey = (ep: EndpointDef) => `${ep.method} ${ep.path}`;

/** The JSON body the matrix sends: undefined for endpoints without one. */
export function matrixBody(ep: EndpointDef): unknown {
  if (ep.method === 'GET' || ep.method === 'DELETE' || !ep.body) return undefined;
  return (VALID_BODIES[endpointKey(ep)] ?? (() => ({})))();
}

/** A write with a body is validated before its company check: its cross-company row needs a valid body. */
export const needsValidBody = (ep: EndpointDef): boolean => ep.body !== undefined && ep.method !== 'GET' && ep.method !== 'DELETE';

export const hasValidBody = (ep: EndpointDef): boolean => endpointKey(ep) in VALID_BODIES;
