import type { z } from 'zod/mini';
import { InputRejected } from './error-answer';
import type { EndpointRoute } from './endpoint-table';

export interface EndpointInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

function parsePart(schema: z.ZodMiniType | undefined, value: unknown, part: 'params' | 'body' | 'querystring'): unknown {
  if (!schema) return value;
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InputRejected(
    part,
    parsed.error.issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })),
  );
}

/**
 * The input of a call checked by the contract as Fastify checks a single request (fastify-type-provider-zod):
 * params, then the body (not for multipart endpoints, whose form the handler reads), then the query; the first
 * part that fails is refused with its issues (400 VALIDATION, see error-answer.ts).
 */
export function parseInput(route: EndpointRoute, raw: EndpointInput): EndpointInput {
  const { ep } = route;
  const params = parsePart(ep.params, raw.params, 'params');
  const body = route.multipart ? raw.body : parsePart(ep.body, raw.body, 'body');
  const query = parsePart(ep.query, raw.query, 'querystring');
  return { params, query, body };
}
