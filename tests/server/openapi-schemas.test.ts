import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { z } from 'zod/mini';
import { describe, expect, it } from 'vitest';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { ENDPOINTS, OPERATION_IDS } from '@shared/endpoints';
import type { EndpointRoute } from '@server/plugins/endpoint-table';
import { type Operation, openApiDocument } from '@server/plugins/openapi/document';
import { arbitraryOf } from '../support/schema-arbitrary';
import { usingPostgres } from '../support/test-app';

type JsonSchema = Record<string, unknown>;
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

const routes = ENDPOINTS.map((ep) => ({ ep, keyed: ep.method !== 'GET', multipart: ep.bodyKind === 'multipart' }) as EndpointRoute);
const doc = openApiDocument(routes, 'test');
const operationOf = (ep: EndpointDef): Operation => doc.paths[`/api${ep.path}`][ep.method.toLowerCase()];

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);

/** An object schema gathered from an operation's parameters of one place (path or query). */
function parametersSchema(operation: Operation, where: 'path' | 'query'): JsonSchema | null {
  const parameters = ((operation.parameters ?? []) as unknown as Parameter[]).filter((p) => p.in === where);
  if (!parameters.length) return null;
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((p) => [p.name, p.schema])),
    required: parameters.filter((p) => p.required).map((p) => p.name),
  };
}

/** Path and query values travel as text: what the server's contract meets is the value written out. */
const asSent = (value: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(value).flatMap(([k, v]) => (v === null ? [] : [[k, Array.isArray(v) ? v.map(String) : String(v)]])));

interface Part {
  name: string;
  schema: JsonSchema;
  contract: z.ZodMiniType;
  sent: (value: unknown) => unknown;
}

function partsOf(ep: EndpointDef): Part[] {
  const operation = operationOf(ep);
  const parts: Part[] = [];
  const path = parametersSchema(operation, 'path');
  if (path && ep.params) parts.push({ name: 'path', schema: path, contract: ep.params, sent: (v) => asSent(v as Record<string, unknown>) });
  const query = parametersSchema(operation, 'query');
  if (query && ep.query) parts.push({ name: 'query', schema: query, contract: ep.query, sent: (v) => asSent(v as Record<string, unknown>) });
  const body = (operation.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)?.content?.['application/json'];
  if (body && ep.body) parts.push({ name: 'body', schema: body.schema, contract: ep.body, sent: (v) => v });
  return parts;
}

// No database here: one project runs it.
describe.skipIf(usingPostgres())('the OpenAPI document says what the contracts accept', () => {
  const cases = ENDPOINTS.flatMap((ep) => partsOf(ep).map((part) => ({ label: `${OPERATION_IDS.get(ep)} ${part.name}`, part })));

  it('covers every request part of every endpoint', () => {
    const jsonBody = (ep: EndpointDef) => ep.body && (ep.bodyKind !== 'multipart' || ep.jsonBodyToo);
    expect(cases.length).toBe(ENDPOINTS.reduce((n, ep) => n + Number(!!ep.params) + Number(!!ep.query) + Number(!!jsonBody(ep)), 0));
  });

  it.each(cases)('$label: every value valid by the document is accepted by the contract', ({ part }) => {
    const valid = ajv.compile(part.schema);
    const values = arbitraryOf(part.schema).filter((value) => valid(value));
    fc.assert(
      fc.property(values, (value) => {
        const parsed = part.contract.safeParse(part.sent(value));
        if (!parsed.success) throw new Error(`refused ${JSON.stringify(part.sent(value))}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`);
      }),
      { numRuns: 60, seed: 20261121 },
    );
  });
});
