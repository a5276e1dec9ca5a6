import type { Plugin } from 'vite';

const USE_ID = /[\\/]@mantine[\\/]hooks[\\/]esm[\\/]use-id[\\/]use-id\.mjs$/;
const RANDOM_AFTER_MOUNT = 'setUuid(randomId());';

/**
 * Mantine's `useId` starts from React's `useId` and, in a layout effect after mount, swaps it for a random id: a
 * synchronous re-render of every input (label, description, error ids) right after the first render or the
 * hydration of a built page, the longest part of the task that commits the sign-up form (ADR 0031). React's id is
 * unique within the root, and the app has one root: the swap is dropped, so the id stays the one rendered first
 * (the same in the built page and in the browser). The build fails if Mantine's source no longer has that line,
 * so an upgrade is looked at again. Vite's dev server pre-bundles dependencies without this transform.
 */
export function mantineStableId(): Plugin {
  return {
    name: 'fap-mantine-stable-id',
    transform(code, id) {
      if (!USE_ID.test(id)) return null;
      if (!code.includes(RANDOM_AFTER_MOUNT)) this.error(`${id} no longer swaps its id after mount: review scripts/vite-mantine-stable-id.ts`);
      return { code: code.replace(RANDOM_AFTER_MOUNT, ''), map: null };
    },
  };
}
