import fc from 'fast-check';
import { arbitraryOf } from './schema-arbitrary';

type JsonSchema = Record<string, unknown>;

export interface DocOperation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema?: JsonSchema }> };
}

/** One request the document calls invalid, and what makes it so. */
export interface BadRequest {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
}

/** Values of another JSON type than the schema's, to send where it expects its own. */
function wrongTypeFor(schema: JsonSchema): unknown {
  switch (schema.type) {
    case 'string':
      return 12345;
    case 'integer':
    case 'number':
      return 'not a number';
    case 'boolean':
      return 'maybe';
    case 'array':
      return { not: 'an array' };
    case 'object':
      return 'not an object';
    default:
      return undefined;
  }
}

/** Values just past the schema's bounds: one character too long, one over the maximum, a value off the enum. */
function outOfBounds(schema: JsonSchema): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (typeof schema.maxLength === 'number' && schema.maxLength < 100_000) out.push(['too long', 'x'.repeat(schema.maxLength + 1)]);
  if (typeof schema.maximum === 'number' && schema.maximum < Number.MAX_SAFE_INTEGER) out.push(['over the maximum', schema.maximum + 1]);
  if (typeof schema.minimum === 'number' && schema.minimum > -Number.MAX_SAFE_INTEGER) out.push(['under the minimum', schema.minimum - 1]);
  if (Array.isArray(schema.enum) && schema.enum.every((v) => typeof v === 'string')) out.push(['off the enum', 'NOT_IN_THE_ENUM']);
  if (schema.format === 'uuid') out.push(['not a uuid', 'not-a-uuid']);
  if (schema.format === 'date') out.push(['not a calendar date', '2026-02-30']);
  return out;
}

const sample = <T>(arbitrary: fc.Arbitrary<T>, seed: number): T => fc.sample(arbitrary, { numRuns: 1, seed })[0];
const fill = (path: string, params: Record<string, unknown>) => path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])));

/**
 * A handful of requests per operation that its document entry calls invalid: the body missing, of the wrong
 * JSON type, a required field left out, a field of the wrong type or past its bounds, a path or query
 * parameter past its bounds, and a JSON body where only a form is taken. Each is one mutation of a valid
 * request generated from the document (seeded, so a run is repeatable).
 */
export function badRequestsFor(path: string, method: string, operation: DocOperation, seed: number, perOperation: number): BadRequest[] {
  const parameters = operation.parameters ?? [];
  const pathParams = Object.fromEntries(parameters.filter((p) => p.in === 'path').map((p, i) => [p.name, sample(arbitraryOf(p.schema), seed + i)]));
  const url = `${fill(path, pathParams)}`;
  const verb = method.toUpperCase();
  const requests: BadRequest[] = [];
  for (const p of parameters.filter((q) => q.in === 'path')) {
    for (const [label, value] of outOfBounds(p.schema)) requests.push({ label: `path ${p.name} ${label}`, method: verb, url: fill(path, { ...pathParams, [p.name]: value }) });
  }
  for (const q of parameters.filter((p) => p.in === 'query')) {
    const bad: [string, unknown][] = [...outOfBounds(q.schema), ...(q.schema.type === 'integer' || q.schema.type === 'number' ? [['not a number', 'abc'] as [string, unknown]] : [])];
    for (const [label, value] of bad) requests.push({ label: `query ${q.name} ${label}`, method: verb, url: `${url}?${q.name}=${encodeURIComponent(String(value))}` });
  }
  const content = operation.requestBody?.content ?? {};
  const json = content['application/json']?.schema;
  if (!json && content['multipart/form-data']) requests.push({ label: 'a JSON body where a form is taken', method: verb, url, payload: { not: 'a form' } });
  if (json) {
    const valid = sample(arbitraryOf(json), seed) as Record<string, unknown>;
    const properties = (json.properties as Record<string, JsonSchema> | undefined) ?? {};
    requests.push({ label: 'no body', method: verb, url });
    requests.push({ label: 'a JSON array for the body', method: verb, url, payload: [valid] });
    for (const name of (json.required as string[] | undefined) ?? []) {
      const { [name]: _left, ...rest } = valid;
      requests.push({ label: `body without required ${name}`, method: verb, url, payload: rest });
    }
    for (const [name, schema] of Object.entries(properties)) {
      const wrong = wrongTypeFor(schema);
      if (wrong !== undefined) requests.push({ label: `body ${name} of the wrong type`, method: verb, url, payload: { ...valid, [name]: wrong } });
      for (const [label, value] of outOfBounds(schema)) requests.push({ label: `body ${name} ${label}`, method: verb, url, payload: { ...valid, [name]: value } });
    }
  }
  // Spread over the kinds rather than the first few fields: every `step`-th of them.
  const step = Math.max(1, Math.ceil(requests.length / perOperation));
  return requests.filter((_, i) => i % step === 0);
}
