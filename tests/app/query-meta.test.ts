import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@app/lib/api-error';

const toasts: string[] = [];
vi.mock('@app/lib/notify', async (original) => {
  const notify = await original<typeof import('@app/lib/notify')>();
  return { ...notify, notifyCallFailure: (message: string) => void toasts.push(message), notifyError: (error: unknown) => void toasts.push(notify.errorMessage(error)) };
});

const { forgetQueryError, mutationErrorToast, toastMutationError, toastQueryError, unlessNetwork, unlessSavedData } = await import('@app/lib/query-meta');

const client = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: toastQueryError, onSuccess: forgetQueryError }),
    mutationCache: new MutationCache({ onError: toastMutationError }),
    defaultOptions: { queries: { retry: false } },
  });

const serverError = new ApiError(500, 'boom');
const offline = new ApiError(0, 'Network error. Please check your connection.', 'NETWORK');
const failWith = (error: unknown) => () => Promise.reject(error);

afterEach(() => void toasts.splice(0));

describe('query errors toast one way: the meta read by the query cache', () => {
  it("says the error catalogue's message without meta, the screen's text with it, and nothing with false", async () => {
    const qc = client();
    await qc.fetchQuery({ queryKey: ['a'], queryFn: failWith(serverError) }).catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['b'], queryFn: failWith(serverError), meta: { errorToast: 'Failed to load farmers data' } }).catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['c'], queryFn: failWith(serverError), meta: { errorToast: false } }).catch(() => undefined);
    expect(toasts).toEqual(['Server error. Please try again later.', 'Failed to load farmers data']);
  });

  it('keeps quiet offline where the screen says so, with or without saved data', async () => {
    const qc = client();
    qc.setQueryData(['saved'], { rows: 1 });
    const saved = { errorToast: unlessSavedData('Failed to load loans.') };
    await qc.fetchQuery({ queryKey: ['saved'], queryFn: failWith(offline), meta: saved, staleTime: 0 }).catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['empty'], queryFn: failWith(offline), meta: saved }).catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['net'], queryFn: failWith(offline), meta: { errorToast: unlessNetwork('x') } }).catch(() => undefined);
    await qc.fetchQuery({ queryKey: ['server'], queryFn: failWith(serverError), meta: { errorToast: unlessNetwork('y') } }).catch(() => undefined);
    expect(toasts).toEqual(['Failed to load loans.', 'y']);
  });

  it('tells a run of failures once when asked to, and again after a success', async () => {
    const qc = client();
    let answer: () => Promise<number> = failWith(serverError);
    const query = { queryKey: ['polled'], queryFn: () => answer(), meta: { errorToast: 'Failed to fetch training modules', errorToastOnce: true }, staleTime: 0 };
    await qc.fetchQuery(query).catch(() => undefined);
    await qc.fetchQuery(query).catch(() => undefined);
    answer = () => Promise.resolve(1);
    await qc.fetchQuery(query);
    answer = failWith(serverError);
    await qc.fetchQuery(query).catch(() => undefined);
    expect(toasts).toEqual(['Failed to fetch training modules', 'Failed to fetch training modules']);
  });
});

describe('mutation errors toast through the mutation cache too', () => {
  it('picks the text from the error and the variables', async () => {
    const qc = client();
    const run = (meta: object, variables: unknown) =>
      qc.getMutationCache().build(qc, { mutationFn: failWith(serverError), meta }).execute(variables).catch(() => undefined);
    await run({}, undefined);
    await run({ errorToast: mutationErrorToast((_e, v: { action: string }) => `Failed to ${v.action} loan`) }, { action: 'approve' });
    await run({ errorToast: false }, undefined);
    expect(toasts).toEqual(['Server error. Please try again later.', 'Failed to approve loan']);
  });
});
