import type { z } from 'zod/mini';
import type { EndpointDef, ParamsInput, QueryInput, ResponseOf } from '@shared/contracts/endpoint';
import { buildUrl } from './api-client';
import { ApiError } from './api-error';
import { countSent } from './data-meter';
import { getSession } from './session';

/**
 * Sends multipart form data with XMLHttpRequest, because fetch reports no upload progress. `onProgress`
 * gets 0–100. The answer is parsed with the endpoint's contract like apiCall does; a fresh Idempotency-Key
 * makes a retried submit safe.
 */
export function uploadWithProgress<E extends EndpointDef>(
  ep: E,
  input: { params?: ParamsInput<E>; query?: QueryInput<E>; form: FormData; onProgress: (percent: number) => void },
): Promise<ResponseOf<E>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(ep.method, buildUrl(ep, input.params, input.query));
    const token = getSession()?.token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('idempotency-key', crypto.randomUUID());
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) input.onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // The multipart body as the browser encoded it; the answer is counted with every API answer.
    xhr.upload.onloadend = (event) => countSent(event.loaded);
    xhr.onerror = () => reject(new ApiError(0, 'Network error. Please check your connection.', 'NETWORK'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = null;
      }
      if (xhr.status < 200 || xhr.status >= 300) {
        const error = (body ?? {}) as { message?: string; code?: string; details?: unknown };
        reject(new ApiError(xhr.status, typeof error.message === 'string' ? error.message : '', error.code, error.details));
        return;
      }
      const parsed = (ep.response as z.ZodMiniType).safeParse(body);
      if (parsed.success) resolve(parsed.data as ResponseOf<E>);
      else reject(new ApiError(500, 'Server error. Please try again later.', 'CONTRACT'));
    };
    xhr.send(input.form);
  });
}
