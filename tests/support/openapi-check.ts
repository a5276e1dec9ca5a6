import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import FindMyWay from 'find-my-way';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

type JsonSchema = Record<string, unknown>;

interface HeaderSpec {
  required?: boolean;
  schema: JsonSchema;
}

interface ResponseSpec {
  headers?: Record<string, HeaderSpec>;
  content?: Record<string, { schema?: JsonSchema }>;
}

interface Operation {
  operationId: string;
  responses: Record<string, ResponseSpec>;
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

interface Found {
  operation: Operation;
  /** Where the operation sits in the document, for compiled validators and messages. */
  pointer: string;
}

/** Answer headers whose presence the document must declare on the answer that carries them. */
const DECLARED_HEADERS = ['retry-after', 'idempotent-replayed', 'content-disposition'];

/** Paths under /api served by the server but not API operations: the document itself and its docs page. */
const NOT_OPERATIONS = /^\/api\/(openapi\.json$|docs(\/|$))/;

const escapePointer = (part: string) => part.replace(/~/g, '~0').replace(/\//g, '~1');

/** An answer the document does not describe: which operation, which status, and what differs. */
export class UndocumentedAnswer extends Error {}

/**
 * Checks an answer of the API against the OpenAPI document: the status is one the operation documents, the body
 * has a documented media type and matches its schema, the headers it declares are there and well-formed, and
 * no replay, retry or file-name header appears where the document does not declare it. A request no operation
 * takes must answer 404, or 405 with `Allow` listing the path's methods.
 */
export class OpenApiAnswerCheck {
  // As the server's router: a path parameter that is not valid percent-encoding or is too long is refused (400, 414).
  private readonly router = FindMyWay({ ignoreTrailingSlash: true, onBadUrl: () => undefined, onMaxParamLength: () => undefined });
  // strictRequired off: zod states a record keyed by an enum with `required` and `propertyNames`, no `properties`.
  private readonly ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false });
  private readonly validators = new Map<string, ValidateFunction>();

  constructor(doc: OpenApiDoc) {
    addFormats(this.ajv);
    // The operations' `#/components/schemas/X` references, resolved against a schema holding the components.
    this.ajv.addSchema({ $id: 'components.json', $defs: doc.components.schemas });
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        const found: Found = { operation, pointer: `${escapePointer(path)}/${method}` };
        this.router.on(method.toUpperCase() as FindMyWay.HTTPMethod, path.replace(/\{(\w+)\}/g, ':$1'), () => null, found);
      }
    }
  }

  /** The problems of an answer to `method url`, none when the document describes it. */
  problemsOf(method: string, url: string, res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): { operation: string; problems: string[] } {
    const path = url.split('?')[0];
    if (!path.startsWith('/api/') || NOT_OPERATIONS.test(path)) return { operation: 'not an API operation', problems: [] };
    const found = this.find(method === 'HEAD' ? 'GET' : method, path);
    if (found === 'refused') return { operation: `a URL the router refuses`, problems: this.refusedProblems(res.statusCode, parseJson(res.body)) };
    if (!found) return { operation: `no operation ${method} ${path}`, problems: this.unmatchedProblems(path, res) };
    const { operation, pointer } = found;
    const spec = operation.responses[String(res.statusCode)];
    if (!spec) return { operation: operation.operationId, problems: [`status ${res.statusCode} is not documented (documented: ${Object.keys(operation.responses).join(', ')})`] };
    const problems = [
      ...this.headerProblems(spec, res.headers, `${pointer}/responses/${res.statusCode}`),
      ...(method === 'HEAD' ? [] : this.bodyProblems(spec, res, `${pointer}/responses/${res.statusCode}`)),
    ];
    return { operation: operation.operationId, problems };
  }

  /** The problems of one answer inside a sync batch (status and JSON body, no headers), as its single request. */
  entryProblems(method: string, path: string, status: number, body: unknown): { operation: string; problems: string[] } {
    const found = this.find(method, `/api${path}`);
    if (found === 'refused') return { operation: 'a URL the router refuses', problems: this.refusedProblems(status, body) };
    // An entry no operation takes: refused before dispatch (400) or answered as the single request (404, 405).
    if (!found) return { operation: `no operation ${method} ${path}`, problems: [400, 404, 405].includes(status) ? this.schemaProblems('#/components/schemas/ApiError', body) : [`status ${status}`] };
    const spec = found.operation.responses[String(status)];
    if (!spec) return { operation: found.operation.operationId, problems: [`status ${status} is not documented`] };
    const json = spec.content?.['application/json'];
    if (!json?.schema) return { operation: found.operation.operationId, problems: [`status ${status} has no JSON body in the document`] };
    const pointer = `${found.pointer}/responses/${status}/content/application~1json/schema`;
    return { operation: found.operation.operationId, problems: this.validate(pointer, json.schema, body) };
  }

  private find(method: string, path: string): Found | 'refused' | null {
    const match = this.router.find(method as FindMyWay.HTTPMethod, path);
    if (!match) return null;
    return match.store === null ? 'refused' : (match.store as Found);
  }

  private refusedProblems(status: number, body: unknown): string[] {
    if (status !== 400 && status !== 414) return [`status ${status}: a URL the router refuses answers 400 or 414`];
    return this.schemaProblems('#/components/schemas/ApiError', body);
  }

  private unmatchedProblems(path: string, res: Pick<LightMyRequestResponse, 'statusCode' | 'headers' | 'body'>): string[] {
    const methods = this.methodsAt(path);
    if (res.statusCode === 405) {
      const allow = String(res.headers.allow ?? '').split(/,\s*/).filter((m) => m !== 'HEAD');
      if (!methods.length) return ['405 on a path the document does not have'];
      if (allow.sort().join() !== methods.sort().join()) return [`Allow "${res.headers.allow ?? ''}" is not the path's methods ${methods.join(', ')}`];
    } else if (res.statusCode !== 404 || methods.length) {
      return [`status ${res.statusCode}: a request no operation takes answers 405 on a known path, 404 otherwise`];
    }
    return this.schemaProblems('#/components/schemas/ApiError', parseJson(res.body));
  }

  /** The methods some operation takes at a concrete path (`/modules/stats` may be a GET of its own and a PUT of `/modules/{id}`). */
  private methodsAt(path: string): string[] {
    return (['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const).filter((method) => this.router.find(method, path)?.store);
  }

  private headerProblems(spec: ResponseSpec, headers: LightMyRequestResponse['headers'], pointer: string): string[] {
    const declared = Object.fromEntries(Object.entries(spec.headers ?? {}).map(([name, header]) => [name.toLowerCase(), header]));
    const problems: string[] = [];
    for (const name of DECLARED_HEADERS) if (headers[name] !== undefined && !declared[name]) problems.push(`header ${name} is not declared`);
    for (const [name, header] of Object.entries(declared)) {
      const value = headers[name];
      if (value === undefined) {
        if (header.required) problems.push(`required header ${name} is missing`);
        continue;
      }
      const typed = header.schema.type === 'integer' || header.schema.type === 'number' ? Number(value) : value;
      const original = Object.keys(spec.headers ?? {}).find((n) => n.toLowerCase() === name) ?? name;
      problems.push(...this.validate(`${pointer}/headers/${escapePointer(original)}/schema`, header.schema, typed).map((p) => `header ${name}: ${p}`));
    }
    return problems;
  }

  private bodyProblems(spec: ResponseSpec, res: Pick<LightMyRequestResponse, 'headers' | 'body'>, pointer: string): string[] {
    const content = spec.content ?? {};
    if (res.body.length === 0) return Object.keys(content).length ? ['empty body where the document declares content'] : [];
    const mediaType = String(res.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
    const media = content[mediaType];
    if (!media) return [`content type "${mediaType}" is not documented (documented: ${Object.keys(content).join(', ') || 'none'})`];
    if (!media.schema) return [];
    const value = mediaType === 'application/json' ? parseJson(res.body) : res.body;
    return this.validate(`${pointer}/content/${escapePointer(mediaType)}/schema`, media.schema, value);
  }

  private schemaProblems(ref: string, value: unknown): string[] {
    return this.validate(ref, { $ref: ref }, value);
  }

  private validate(key: string, schema: JsonSchema, value: unknown): string[] {
    let validator = this.validators.get(key);
    if (!validator) {
      const resolvable = JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"components.json#/$defs/')) as JsonSchema;
      validator = this.ajv.compile(resolvable);
      this.validators.set(key, validator);
    }
    if (validator(value)) return [];
    return (validator.errors ?? []).map((e) => `${e.instancePath || '(body)'} ${e.message ?? 'is invalid'}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

const urlOf = (options: string | InjectOptions) => (typeof options === 'string' ? options : String(options.url ?? options.path ?? '/'));
const methodOf = (options: string | InjectOptions) => (typeof options === 'string' ? 'GET' : String(options.method ?? 'GET').toUpperCase());

/** The body of a sync batch request, when the injected request is one. */
function syncEntriesOf(options: string | InjectOptions): { method: string; path: string }[] | null {
  if (typeof options === 'string' || methodOf(options) !== 'POST' || urlOf(options).split('?')[0].replace(/\/$/, '') !== '/api/sync') return null;
  const payload = typeof options.payload === 'string' ? parseJson(options.payload) : (options.payload ?? options.body);
  const entries = (payload as { entries?: unknown } | undefined)?.entries;
  return Array.isArray(entries) ? (entries as { method: string; path: string }[]) : null;
}

/**
 * Makes every `app.inject` of a test app check its answer against the app's own `/api/openapi.json`, and each
 * answer inside a sync batch against its endpoint's operation: an answer the document does not describe fails
 * the test that caused it, naming the operation, the status and what differs.
 */
/** The answer as its client reads it once the Content-Encoding the test asked for is undone. */
function decoded(res: LightMyRequestResponse): LightMyRequestResponse {
  const encoding = res.headers['content-encoding'];
  if (encoding !== 'br' && encoding !== 'gzip') return res;
  const body = (encoding === 'br' ? brotliDecompressSync(res.rawPayload) : gunzipSync(res.rawPayload)).toString();
  return Object.assign(Object.create(res) as LightMyRequestResponse, { body });
}

export async function checkAnswersAgainstDocument(app: FastifyInstance): Promise<void> {
  const inject = app.inject.bind(app) as (options: string | InjectOptions) => Promise<LightMyRequestResponse>;
  const check = new OpenApiAnswerCheck((await inject({ method: 'GET', url: '/api/openapi.json' })).json());
  const checked = async (options: string | InjectOptions) => {
    const res = await inject(options);
    const method = methodOf(options);
    const url = urlOf(options);
    const { operation, problems } = check.problemsOf(method, url, decoded(res));
    if (problems.length) {
      throw new UndocumentedAnswer(`${method} ${url} (${operation}) answered ${res.statusCode}, which /api/openapi.json does not describe:\n- ${problems.join('\n- ')}\nbody: ${res.body.slice(0, 500)}`);
    }
    const entries = res.statusCode === 200 ? syncEntriesOf(options) : null;
    if (entries) {
      const { results } = JSON.parse(decoded(res).body) as { results: { status: number; body?: unknown }[] };
      results.forEach((result, i) => {
        const entry = entries[i];
        if (!entry || typeof entry.method !== 'string' || typeof entry.path !== 'string' || entry.method === 'GET') return;
        // An accepted entry's answer is compact (ADR 0051): only a refusal carries the single request's body.
        if (result.status >= 200 && result.status < 300) return;
        const answer = check.entryProblems(entry.method, entry.path, result.status, result.body);
        if (answer.problems.length) {
          throw new UndocumentedAnswer(`sync entry ${i} ${entry.method} ${entry.path} (${answer.operation}) answered ${result.status}, which /api/openapi.json does not describe:\n- ${answer.problems.join('\n- ')}\nbody: ${JSON.stringify(result.body).slice(0, 500)}`);
        }
      });
    }
    return res;
  };
  app.inject = checked as unknown as FastifyInstance['inject'];
}
