import type { Mutation, Query } from '@tanstack/react-query';
import { isApiError } from './api-error';
import { notifyCallFailure, notifyError } from './notify';

/**
 * What a failed query tells the user: this text (the screen's own, spec part 2 §8), the text a function picks for
 * the error (null: nothing), or `false` for nothing (the screen shows the failure itself). Absent: the error
 * catalogue's message (spec part 1 §8). Read by the query cache's one error handler (providers.tsx).
 */
export type QueryErrorToast = string | false | ((error: unknown, state: { hasData: boolean }) => string | null);

/** The same for a mutation; a function also gets the variables the mutation was called with. */
export type MutationErrorToast = string | false | ((error: unknown, variables: unknown) => string | null);

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      errorToast?: QueryErrorToast;
      /** Only the first failure of a run is told: a screen that polls does not repeat it on every poll. */
      errorToastOnce?: boolean;
      /** Never written to the persisted cache (a credential in the key or the answer). */
      noPersist?: boolean;
    };
    mutationMeta: { errorToast?: MutationErrorToast };
  }
}

const isNetworkError = (error: unknown) => isApiError(error) && error.isNetwork;

/** The text, except for a network failure while the last answer is still on screen (its age is shown offline). */
export const unlessSavedData =
  (text: string): QueryErrorToast =>
  (error, { hasData }) =>
    isNetworkError(error) && hasData ? null : text;

/** The text, except for a network failure, which the offline banner already tells. */
export const unlessNetwork =
  (text: string): QueryErrorToast =>
  (error) =>
    isNetworkError(error) ? null : text;

/** A mutation's error text picked from its variables, typed as the mutation declares them. */
export const mutationErrorToast = <V>(pick: (error: unknown, variables: V) => string | null): MutationErrorToast => pick as MutationErrorToast;

function show(toast: QueryErrorToast | MutationErrorToast | undefined, error: unknown, text: () => string | null): void {
  if (toast === false) return;
  if (toast === undefined) return void notifyError(error);
  const message = text();
  if (message) notifyCallFailure(message);
}

/** Queries failing now, so that `errorToastOnce` stays quiet until they succeed again. */
const failing = new Set<string>();

/** Without a network the offline banner tells it: a read failing for that is not an error toast. */
const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

export function toastQueryError(error: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  if (isNetworkError(error) && offline()) return;
  const meta = query.meta;
  if (meta?.errorToastOnce) {
    if (failing.has(query.queryHash)) return;
    failing.add(query.queryHash);
  }
  const toast = meta?.errorToast;
  show(toast, error, () => (typeof toast === 'function' ? toast(error, { hasData: query.state.data !== undefined }) : (toast as string)));
}

export function forgetQueryError(_data: unknown, query: Query<unknown, unknown, unknown, readonly unknown[]>): void {
  failing.delete(query.queryHash);
}

export function toastMutationError(error: unknown, variables: unknown, _context: unknown, mutation: Mutation<unknown, unknown, unknown, unknown>): void {
  const toast = mutation.meta?.errorToast;
  show(toast, error, () => (typeof toast === 'function' ? toast(error, variables) : (toast as string)));
}
