import { accessOf } from '@shared/permissions';
import type { z } from 'zod/mini';
import type { EndpointDef } from '@shared/contracts/endpoint';
import { OPERATION_IDS } from '@shared/endpoints';
import type { EndpointRoute } from '../endpoint-table';
import {
  API_ERROR_SCHEMA,
  IDEMPOTENCY_KEY_PARAMETER,
  IF_NONE_MATCH_PARAMETER,
  NOT_MODIFIED_RESPONSE,
  OCCURRED_AT_PARAMETER,
  SESSION_ID_PARAMETER,
  isRevalidatedRead,
  refusalResponses,
  successHeaders,
} from './answers';
import { type JsonSchema, jsonSchemaOf } from './json-schema';

export type OpenApiDocument = Record<string, unknown> & { paths: Record<string, Record<string, Operation>> };

export interface Operation {
  operationId: string;
  summary: string;
  description: string;
  tags: string[];
  security: Record<string, string[]>[];
  parameters?: Record<string, unknown>[];
  requestBody?: Record<string, unknown>;
  responses: Record<string, unknown>;
}

const DESCRIPTION =
  'Every endpoint of the field-agent portal, generated from the shared zod contracts. Errors answer `{ message, code, details? }`; ' +
  'a method a path does not have answers 405 with `Allow`. See docs/api.md for the conventions.';

/** The OpenAPI 3.1 document of the API: one operation per endpoint of the table, nothing else of the server. */
export function openApiDocument(routes: readonly EndpointRoute[], version: string): OpenApiDocument {
  const paths: OpenApiDocument['paths'] = {};
  for (const route of routes) (paths[`/api${route.ep.path}`] ??= {})[route.ep.method.toLowerCase()] = operationOf(route);
  return {
    openapi: '3.1.0',
    info: { title: 'Field Agent Portal API', version, description: DESCRIPTION },
    // Relative: the paths hold the /api prefix, and the document is true on whichever origin serves it.
    servers: [{ url: '/', description: 'The origin serving this document' }],
    paths,
    components: {
      schemas: { ApiError: API_ERROR_SCHEMA },
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
  };
}

/** An endpoint outside the shared list (a test's own) is named by its method and path. */
const operationIdOf = (ep: EndpointDef) => OPERATION_IDS.get(ep) ?? `${ep.method.toLowerCase()}${ep.path.replace(/[^A-Za-z0-9]+/g, '_')}`;

const accessText = (ep: EndpointDef) => {
  const access = accessOf(ep);
  return access === 'public' ? 'Public.' : access === 'signed-in' ? 'Any signed-in user.' : `Roles: ${access.join(', ')}.`;
};

function operationOf(route: EndpointRoute): Operation {
  const { ep } = route;
  const parameters = [
    ...pathParameters(ep),
    ...parametersOf(ep.query, 'query', ep),
    ...(route.keyed ? [IDEMPOTENCY_KEY_PARAMETER, OCCURRED_AT_PARAMETER, SESSION_ID_PARAMETER] : []),
    ...(isRevalidatedRead(route) ? [IF_NONE_MATCH_PARAMETER] : []),
  ];
  const requestBody = requestBodyOf(ep);
  return {
    operationId: operationIdOf(ep),
    summary: ep.summary,
    description: accessText(ep),
    tags: [ep.tag],
    security: ep.access === 'public' ? [] : [{ bearerAuth: [] }],
    ...(parameters.length ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(ep.successStatus ?? 200)]: successOf(route),
      ...(isRevalidatedRead(route) ? { '304': NOT_MODIFIED_RESPONSE } : {}),
      ...refusalResponses(route),
    },
  };
}

/** The properties of an object schema (params, query); a contract part must be a plain object to be documented. */
function objectSchemaOf(schema: z.ZodMiniType, ep: EndpointDef): { properties: Record<string, JsonSchema>; required: string[] } {
  const json = jsonSchemaOf(schema, 'input');
  if (json.type !== 'object' || typeof json.properties !== 'object') throw new Error(`${ep.method} ${ep.path}: params and query must be zod objects`);
  return { properties: json.properties as Record<string, JsonSchema>, required: (json.required as string[] | undefined) ?? [] };
}

function parametersOf(schema: z.ZodMiniType | undefined, where: 'path' | 'query', ep: EndpointDef): Record<string, unknown>[] {
  if (!schema) return [];
  const { properties, required } = objectSchemaOf(schema, ep);
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.includes(name), schema: property }));
}

/** Every `{name}` of the path, described by the contract's params where it has them. */
function pathParameters(ep: EndpointDef): Record<string, unknown>[] {
  const described = parametersOf(ep.params, 'path', ep);
  const names = [...ep.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name);
  return names.map((name) => described.find((p) => p.name === name) ?? { name, in: 'path', required: true, schema: { type: 'string' } });
}

function requestBodyOf(ep: EndpointDef): Record<string, unknown> | undefined {
  if (ep.bodyKind === 'multipart') {
    const json = ep.jsonBodyToo && ep.body ? { 'application/json': { schema: jsonSchemaOf(ep.body, 'input') } } : {};
    return { required: true, content: { 'multipart/form-data': multipartOf(ep), ...json } };
  }
  if (!ep.body) return undefined;
  return { required: true, content: { 'application/json': { schema: jsonSchemaOf(ep.body, 'input') } } };
}

/**
 * A multipart form: its text fields (a nested object's fields named `object[field]`, as browsers send them)
 * and its file parts, each with the media types accepted in it.
 */
function multipartOf(ep: EndpointDef): Record<string, unknown> {
  if (!ep.fileParts) throw new Error(`${ep.method} ${ep.path}: a multipart endpoint declares its fileParts`);
  const fields = ep.body ? objectSchemaOf(ep.body, ep) : { properties: {}, required: [] };
  const properties: Record<string, JsonSchema> = {};
  for (const [name, property] of Object.entries(fields.properties)) {
    const nested = property.type === 'object' ? (property.properties as Record<string, JsonSchema> | undefined) : undefined;
    if (!nested) properties[name] = property;
    else for (const [inner, schema] of Object.entries(nested)) properties[`${name}[${inner}]`] = schema;
  }
  const required = [...fields.required];
  const encoding: Record<string, unknown> = {};
  for (const [name, part] of Object.entries(ep.fileParts)) {
    const file = { type: 'string', format: 'binary' };
    properties[name] = part.repeated ? { type: 'array', items: file } : file;
    if (part.required) required.push(name);
    encoding[name] = { contentType: part.types.join(', ') };
  }
  return { schema: { type: 'object', properties, ...(required.length ? { required } : {}) }, encoding };
}

const answersJson = (ep: EndpointDef) => (ep.response as unknown as { _zod: { def: { type: string } } })._zod.def.type !== 'never';

/** The success answer: the contract's JSON and, for a download, the file's media types (text as a string, bytes as they are). */
function successOf(route: EndpointRoute): Record<string, unknown> {
  const { ep } = route;
  const download = ep.responseKind === 'download';
  if (download && !ep.downloadTypes?.length) throw new Error(`${ep.method} ${ep.path}: a download declares its downloadTypes`);
  const content: Record<string, unknown> = {};
  if (answersJson(ep)) content['application/json'] = { schema: jsonSchemaOf(ep.response, 'output') };
  for (const type of download ? (ep.downloadTypes ?? []) : []) content[type] = type.startsWith('text/') ? { schema: { type: 'string' } } : {};
  const headers = successHeaders(route, download);
  return { description: ep.successStatus === 201 ? 'Created' : 'OK', ...(headers ? { headers } : {}), content };
}
