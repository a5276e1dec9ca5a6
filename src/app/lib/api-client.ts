import type { z } from 'zod/mini';
import {
  type BodyInput,
  type EndpointDef,
  fillPath,
  type ParamsInput,
  type QueryInput,
  type ResponseOf,
} from '@shared/contracts/endpoint';
import { OCCURRED_AT_HEADER } from '@shared/contracts/headers';
import { countSent, requestBytes } from './data-meter';
import { ApiError } from './api-error';
import { occurredAtNow, serverClock } from './server-clock';
import { clearSession, getSession } from './session';

export interface CallOptions<E extends EndpointDef> {
  params?: ParamsInput<E>;
  query?: QueryInput<E>;
  body?: BodyInput<E> | FormData;
  signal?: AbortSignal;
  /** Sent as Idempotency-Key: the outbox passes its entry id so a replay is applied once. */
  idempotencyKey?: string;
  /** Override the stored token (the sync engine sends each entry with its owner's token). */
  token?: string | null;
}

type SessionExpiredHandler = () => void;
let onSessionExpired: SessionExpiredHandler = () => undefined;

/** The router registers how to leave for /login when a call answers 401. */
export function setSessionExpiredHandler(handler: SessionExpiredHandler): void {
  onSessionExpired = handler;
}

export function buildUrl(ep: EndpointDef, params?: unknown, query?: unknown): string {
  const path = `/api${fillPath(ep.path, params as Record<string, unknown> | undefined)}`;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query as Record<string, unknown> | undefined) ?? {})) {
    // Empty filter values are omitted (spec part 2 §7).
    if (value === undefined || value === null || value === '') continue;
    search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

async function send(ep: EndpointDef, options: CallOptions<EndpointDef>): Promise<Response> {
  const token = options.token === undefined ? getSession()?.token : options.token;
  const headers: Record<string, string> = { accept: ep.responseKind === 'download' ? '*/*' : 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers['idempotency-key'] = options.idempotencyKey;
  // A write sent at once happened now: the server records it at this moment of its own clock.
  if (ep.method !== 'GET') headers[OCCURRED_AT_HEADER] = occurredAtNow();
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const url = buildUrl(ep, options.params, options.query);
  let response: Response;
  const sentAt = Date.now();
  try {
    countSent(requestBytes(url, { method: ep.method, headers, body }));
    response = await fetch(url, { method: ep.method, headers, body, credentials: 'include', signal: options.signal });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'Network error. Please check your connection.', 'NETWORK');
  }
  serverClock.observeDateHeader(response.headers.get('date'), sentAt, Date.now());
  if (!response.ok) {
    const error = await toApiError(response);
    // A 401 on a protected call made with the session means it is over; on sign-in it means bad credentials.
    if (response.status === 401 && token && options.token === undefined && ep.access !== 'public') {
      clearSession();
      onSessionExpired();
    }
    throw error;
  }
  return response;
}

async function toApiError(response: Response): Promise<ApiError> {
  let body: { message?: unknown; code?: unknown; details?: unknown } = {};
  try {
    body = (await response.json()) as typeof body;
  } catch {
    // not JSON (a proxy's error page): keep the status only
  }
  // No message of the server's: none of ours either (not the HTTP status text), so the catalogue's generic text shows
  // ('An error occurred. Please try again.', spec part 1 §8).
  const message = typeof body.message === 'string' ? body.message : '';
  return new ApiError(response.status, message, typeof body.code === 'string' ? body.code : undefined, body.details);
}

/** The one API client: builds the URL from the contract, sends the token, parses the answer with the contract. */
export async function apiCall<E extends EndpointDef>(ep: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const response = await send(ep, options as CallOptions<EndpointDef>);
  if (response.status === 204) return undefined as ResponseOf<E>;
  const json: unknown = await response.json();
  const parsed = (ep.response as z.ZodMiniType).safeParse(json);
  if (!parsed.success) {
    console.error(`answer of ${ep.method} ${ep.path} does not match its contract`, parsed.error.issues);
    throw new ApiError(500, 'Server error. Please try again later.', 'CONTRACT');
  }
  return parsed.data as ResponseOf<E>;
}

/** A download (CSV, audio, file): the body as a Blob and the file name the server proposes. */
export async function apiDownload<E extends EndpointDef>(ep: E, options: CallOptions<E> = {}): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await send(ep, options as CallOptions<EndpointDef>);
  const disposition = response.headers.get('content-disposition') ?? '';
  const match = /filename\*=UTF-8''([^;]+)|filename="?([^";]+)"?/i.exec(disposition);
  const fileName = match ? decodeURIComponent(match[1] ?? match[2]) : null;
  return { blob: await response.blob(), fileName };
}

/** Saves a Blob under a name through a temporary link. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
