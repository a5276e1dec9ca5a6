import { defineEndpoint } from '@shared/contracts/endpoint';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { apiCall } from '@app/lib/api-client';
import { errorMessage } from '@app/lib/notify';

const save = defineEndpoint({ method: 'POST', path: '/things', access: 'public', summary: 'test write', tag: 'test', body: z.object({ n: z.number() }), response: z.object({ ok: z.boolean() }) });
let answer: () => Response;

beforeAll(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => undefined, removeItem: () => undefined });
  vi.stubGlobal('fetch', async () => answer());
});
afterAll(() => vi.unstubAllGlobals());

const failure = async () => apiCall(save, { body: { n: 1 } }).then(() => expect.fail('the call should fail'), (error: unknown) => error);

describe('a refusal without a message of the server (spec part 1 §8, issue 32)', () => {
  it("toasts the catalogue's generic text, never the HTTP status text", async () => {
    answer = () => new Response('{}', { status: 422, statusText: 'Unprocessable Entity', headers: { 'content-type': 'application/json' } });
    expect(errorMessage(await failure())).toBe('An error occurred. Please try again.');
    answer = () => new Response('<html>bad gateway</html>', { status: 409, statusText: 'Conflict' });
    expect(errorMessage(await failure())).toBe('An error occurred. Please try again.');
  });

  it("keeps the server's own message", async () => {
    answer = () => new Response(JSON.stringify({ message: 'Quantity must be positive', code: 'VALIDATION' }), { status: 400, headers: { 'content-type': 'application/json' } });
    expect(errorMessage(await failure())).toBe('Quantity must be positive');
  });
});
