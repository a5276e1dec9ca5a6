import type { z } from 'zod/mini';
import type { Permission } from '../permissions';
import type { Role } from '../roles';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call: nobody signed in needed, any signed-in user, or the listed roles. */
export type Access = 'public' | 'signed-in' | readonly Role[];

/**
 * Refusals an endpoint may answer beyond those its shape implies. The OpenAPI document derives the rest (see
 * `src/server/plugins/openapi/answers.ts`): 400 for any input, 401 and 403 from `access`, 404 and 414 for path
 * parameters, 409 and 422 for idempotent writes, 413 and 415 for writes, 500 always.
 */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 422 | 429 | 503;

/** One file part of a multipart form: the media types the server accepts in it. */
export interface FilePart {
  types: readonly string[];
  required?: boolean;
  /** The field may repeat (several files). */
  repeated?: boolean;
}

/**
 * One endpoint of the API, shared by server (validation, OpenAPI) and client (URL building, parsing).
 * `path` is the spec's path below `/api`, with `{name}` parameters.
 */
export interface EndpointDef {
  method: HttpMethod;
  path: string;
  /** `'public'`: nobody signed in needed; otherwise `permission` says who may call (`accessOf`). */
  access?: 'public';
  /** What a signed-in call needs (`shared/permissions.ts`): the roles and the resource it acts on (ADR 0061). */
  permission?: Permission;
  summary: string;
  tag: string;
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response: z.ZodMiniType;
  /** `multipart`: the body is form data (files); the server parses it, `body` documents the text fields. */
  bodyKind?: 'json' | 'multipart';
  /** Multipart endpoints: the form's file parts by field name. */
  fileParts?: Readonly<Record<string, FilePart>>;
  /** Multipart endpoints that also take the text fields as a JSON body (an edit queued offline). */
  jsonBodyToo?: boolean;
  /**
   * `download`: the answer is a file of one of `downloadTypes`. `response` is the JSON answered without the
   * export flag (`exportCsv=true`), or `z.never()` when the endpoint answers only files.
   */
  responseKind?: 'json' | 'download';
  downloadTypes?: readonly string[];
  /** Refusals the endpoint's rules add to those derived from its shape (a rate limit's 429, a 404 without a path id…). */
  errors?: readonly RefusalStatus[];
  successStatus?: 200 | 201;
  /**
   * The app queues this write in its outbox (a field act made offline): `/api/sync` dispatches only such
   * endpoints, never a sign-in, a sign-up or anything else the app sends only as its own request (ADR 0047).
   */
  offline?: true;
}

/** An endpoint the outbox may carry: the client's queued writes accept only these. */
export type OfflineEndpointDef = EndpointDef & { offline: true };

/** An endpoint as written in a contract: public, or stating its permission (its `access` follows from it). */
export type EndpointSpec = Omit<EndpointDef, 'access' | 'permission'> & ({ access: 'public'; permission?: never } | { permission: Permission; access?: never });

// The roles stay in the permission table (`accessOf`), out of the contracts: the client needs only whether an
// endpoint is public, and the table would be part of every page's first script (P1).
export const defineEndpoint = <const E extends EndpointSpec>(e: E): E => e;

type Infer<S> = S extends z.ZodMiniType ? z.infer<S> : undefined;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : undefined;

export type ParamsOf<E extends EndpointDef> = Infer<E['params']>;
export type QueryOf<E extends EndpointDef> = Infer<E['query']>;
export type BodyOf<E extends EndpointDef> = Infer<E['body']>;
export type ResponseOf<E extends EndpointDef> = z.infer<E['response']>;
export type ParamsInput<E extends EndpointDef> = Input<E['params']>;
export type QueryInput<E extends EndpointDef> = Input<E['query']>;
export type BodyInput<E extends EndpointDef> = Input<E['body']>;

/** `/farmers/{id}` + { id: 'x' } → `/farmers/x` (values URL-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
