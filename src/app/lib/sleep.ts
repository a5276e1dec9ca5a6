/** Resolves after `ms` (a timer): the waits of the idle helpers and of the offline preparation. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
